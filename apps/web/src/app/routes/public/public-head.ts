import { GONE_PAGE_MESSAGES } from '@enlaza/shared/account-deletion';
import { VERIFICATION_MESSAGES } from '@enlaza/shared/auth';
import { SUPPORTERS_MESSAGES } from '@enlaza/shared/donations';
import { truncate } from '@enlaza/shared/format';
import { MONTHLY_PUBLIC_MESSAGES } from '@enlaza/shared/monthly';
import { POST_PATHS, PUBLIC_POST_TEXTS } from '@enlaza/shared/posts';
import {
  DEFAULT_SHARE_IMAGE,
  formatEventDate,
  PUBLIC_MESSAGES,
  type PublicPageInput,
  publicUrls,
  SENSITIVE_MESSAGES,
} from '@enlaza/shared/public';
import { PAGE_REPORT_MESSAGES, SUSPENSION_MESSAGES } from '@enlaza/shared/reports';
import { donationTitle } from '../../../features/checkout/components/donate-button';
import { fanSubscriptionTitle } from '../../../features/fans/components/fan-subscription-page-view';
import { monthlySubscribeTitle } from '../../../features/monthly/components/monthly-subscribe-page-view';
import { postsPageTitle } from '../../../features/posts/components/public-posts-page-view';

const SITE = 'Enlazá';
const DESCRIPTION_MAX = 160;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An image address as an absolute URL: uploads are stored as '/uploads/…'. Anything else is dropped. */
export function absoluteUrl(base: string, src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^https?:\/\//i.test(src)) return src;
  if (src.startsWith('/') && !src.startsWith('//')) return `${base}${src}`;
  return null;
}

export interface HeadFields {
  title: string;
  description: string;
  /** Absolute URL of the page; null for pages that should not be indexed. */
  canonical: string | null;
  image: string;
  type: 'profile' | 'website';
}

/** Title, description, canonical URL and share image of a public page. */
export function headFields({ page, publicUrl, shareImage }: PublicPageInput): HeadFields {
  const fallbackImage = `${publicUrl}${DEFAULT_SHARE_IMAGE}`;
  /** A page search engines should not list: its own title, the site's share image. */
  const unlisted = (title: string, description = title): HeadFields => ({
    title: `${title} | ${SITE}`,
    description,
    canonical: null,
    image: fallbackImage,
    type: 'website',
  });
  switch (page.kind) {
    case 'profile': {
      const p = page.profile;
      return {
        title: `${p.full_name} (@${p.username}) | ${SITE}`,
        description: truncate(
          p.bio.trim() || `Enlaces, objetivos y eventos de ${p.full_name} en ${SITE}.`,
          DESCRIPTION_MAX,
        ),
        canonical: publicUrls.profile(publicUrl, p.username),
        // A page for adults only never shows its avatar in a preview.
        image:
          shareImage ??
          (p.sensitive_content ? null : absoluteUrl(publicUrl, p.profile_image)) ??
          fallbackImage,
        type: 'profile',
      };
    }
    case 'events':
      return {
        title: `${PUBLIC_MESSAGES.eventsOf} ${page.user.full_name} | ${SITE}`,
        description: `Próximos eventos y eventos pasados de ${page.user.full_name} (@${page.user.username}) en ${SITE}.`,
        canonical: publicUrls.events(publicUrl, page.user.username),
        image: absoluteUrl(publicUrl, page.user.profile_image) ?? fallbackImage,
        type: 'website',
      };
    case 'event': {
      const e = page.event;
      const when = formatEventDate(e.event_date, e.event_time);
      const where = e.is_online ? PUBLIC_MESSAGES.online : e.location;
      return {
        title: `${e.title} | ${SITE}`,
        description: truncate(`${when} · ${where}. ${e.description?.trim() ?? ''}`.trim(), DESCRIPTION_MAX),
        // A cancelled event stays reachable for printed QR codes, but out of search results.
        canonical: e.status === 'cancelled' ? null : publicUrls.event(publicUrl, e.user.username, e.id),
        image:
          shareImage ??
          absoluteUrl(publicUrl, e.image_url) ??
          absoluteUrl(publicUrl, e.user.profile_image) ??
          fallbackImage,
        type: 'website',
      };
    }
    case 'donate': {
      const title = `${donationTitle(page.creator.full_name)} | ${SITE}`;
      return {
        title,
        description: page.goal ? page.goal.title : title,
        // The form is reached from the profile; the profile is what search results should show.
        canonical: null,
        image: absoluteUrl(publicUrl, page.creator.profile_image) ?? fallbackImage,
        type: 'website',
      };
    }
    case 'supporters': {
      const title = `${SUPPORTERS_MESSAGES.title} · ${page.creator.full_name} | ${SITE}`;
      const page_ = page.wall.pagination.current_page;
      return {
        title,
        description: `Quienes apoyan a ${page.creator.full_name} (@${page.creator.username}) en ${SITE}.`,
        canonical: publicUrls.supporters(publicUrl, page.creator.username, page_),
        image: absoluteUrl(publicUrl, page.creator.profile_image) ?? fallbackImage,
        type: 'website',
      };
    }
    case 'gone':
      return unlisted(GONE_PAGE_MESSAGES.title, GONE_PAGE_MESSAGES.detail);
    case 'adult-gate':
      return unlisted(SENSITIVE_MESSAGES.label, SENSITIVE_MESSAGES.heading);
    case 'report': {
      const title = `${PAGE_REPORT_MESSAGES.title} · ${page.creator.full_name}`;
      return { ...unlisted(title), description: `${title} | ${SITE}` };
    }
    case 'suspended':
      return unlisted(SUSPENSION_MESSAGES.suspended);
    case 'posts': {
      const list = PUBLIC_POST_TEXTS.listTitle(page.creator.full_name);
      const shown = page.view === 'list' ? list : `${postsPageTitle(page)} · ${page.creator.full_name}`;
      // Only the list and public posts are pages to index; a supporters' post, and the access pages, are not.
      const path =
        page.view === 'one'
          ? POST_PATHS.one(page.creator.username, page.post.id)
          : page.view === 'list'
            ? POST_PATHS.list(page.creator.username, page.page)
            : null;
      if (path === null && page.view !== 'missing') return unlisted(shown);
      return {
        title: `${shown} | ${SITE}`,
        description: truncate(`${list} (@${page.creator.username}) en ${SITE}.`, DESCRIPTION_MAX),
        canonical: path === null ? null : `${publicUrl}${path}`,
        image: absoluteUrl(publicUrl, page.creator.profile_image) ?? fallbackImage,
        type: 'website',
      };
    }
    case 'fan-subscription': {
      const title = fanSubscriptionTitle(page);
      return unlisted(title);
    }
    case 'monthly-subscribe': {
      const title = monthlySubscribeTitle(page);
      return unlisted(title);
    }
    case 'verify-email':
      return unlisted(
        VERIFICATION_MESSAGES.pageTitle,
        page.verified ? VERIFICATION_MESSAGES.verifiedTitle : VERIFICATION_MESSAGES.invalidTitle,
      );
    case 'monthly-cancel':
      // Nobody should find the cancel page's links in search results: it is reached from the footer.
      return unlisted(MONTHLY_PUBLIC_MESSAGES.cancelPageTitle, MONTHLY_PUBLIC_MESSAGES.cancelPageIntro);
    case 'not-found': {
      const title = {
        profile: PUBLIC_MESSAGES.profileNotFound,
        events: PUBLIC_MESSAGES.userNotFound,
        event: PUBLIC_MESSAGES.eventNotFound,
        link: PUBLIC_MESSAGES.linkNotFound,
      }[page.what];
      return unlisted(title);
    }
  }
}

/** The tags for <head>, every value escaped. */
export function publicHead(input: PublicPageInput): string {
  const f = headFields(input);
  // The server's share cards and the default image are 1200×630; an avatar is square.
  const wide = f.image === input.shareImage || f.image.endsWith(DEFAULT_SHARE_IMAGE);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(f.title)}</title>`,
    meta('name', 'description', f.description),
    f.canonical
      ? `<link rel="canonical" href="${escapeHtml(f.canonical)}" />`
      : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:type', f.type),
    meta('property', 'og:title', f.title),
    meta('property', 'og:description', f.description),
    meta('property', 'og:image', f.image),
    ...(wide ? [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')] : []),
    ...(f.canonical ? [meta('property', 'og:url', f.canonical)] : []),
    meta('name', 'twitter:card', wide ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', f.title),
    meta('name', 'twitter:description', f.description),
    meta('name', 'twitter:image', f.image),
  ];
  return tags.join('\n    ');
}
