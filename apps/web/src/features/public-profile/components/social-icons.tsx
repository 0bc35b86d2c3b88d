import { type PublicSocialItem, SOCIAL_ROW_NAME, socialHref, socialIconName } from '@enlaza/shared/social';
import { SocialGlyph } from './social-glyphs';

interface SocialIconsProps {
  username: string;
  creatorName: string;
  items: PublicSocialItem[];
}

/**
 * The social icons row under the bio (issue 24). Each icon goes through /s/{username}/{network},
 * where the server counts the click and redirects: no script needed, with or without JavaScript.
 */
export function SocialIcons({ username, creatorName, items }: SocialIconsProps) {
  if (items.length === 0) return null;
  return (
    <ul className="pp-social" aria-label={SOCIAL_ROW_NAME}>
      {items.map((item) => (
        <li key={item.network}>
          <a
            className="pp-social-link"
            href={socialHref('', username, item.network)}
            aria-label={socialIconName(item.network, creatorName)}
            title={socialIconName(item.network, creatorName)}
            rel="noopener"
            data-network={item.network}
          >
            <SocialGlyph network={item.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
