import { GONE_PAGE_MESSAGES } from '@enlaza/shared/account-deletion';
import { SUPPORTERS_MESSAGES } from '@enlaza/shared/donations';
import { truncate } from '@enlaza/shared/format';
import { MONTHLY_PUBLIC_MESSAGES } from '@enlaza/shared/monthly';
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
      return {
        title: `${GONE_PAGE_MESSAGES.title} | ${SITE}`,
        description: GONE_PAGE_MESSAGES.detail,
        canonical: null,
        image: fallbackImage,
        type: 'website',
      };
    case 'adult-gate':
      return {
        title: `${SENSITIVE_MESSAGES.label} | ${SITE}`,
        description: SENSITIVE_MESSAGES.heading,
        canonical: null,
        image: fallbackImage,
        type: 'website',
      };
    case 'report': {
      const title = `${PAGE_REPORT_MESSAGES.title} · ${page.creator.full_name} | ${SITE}`;
      return { title, description: title, canonical: null, image: fallbackImage, type: 'website' };
    }
    case 'suspended':
      return {
        title: `${SUSPENSION_MESSAGES.suspended} | ${SITE}`,
        description: SUSPENSION_MESSAGES.suspended,
        canonical: null,
        image: fallbackImage,
        type: 'website',
      };
    case 'monthly-cancel':
      // Nobody should find the cancel page's links in search results: it is reached from the footer.
      return {
        title: `${MONTHLY_PUBLIC_MESSAGES.cancelPageTitle} | ${SITE}`,
        description: MONTHLY_PUBLIC_MESSAGES.cancelPageIntro,
        canonical: null,
        image: fallbackImage,
        type: 'website',
      };
    case 'not-found': {
      const title = {
        profile: PUBLIC_MESSAGES.profileNotFound,
        events: PUBLIC_MESSAGES.userNotFound,
        event: PUBLIC_MESSAGES.eventNotFound,
        link: PUBLIC_MESSAGES.linkNotFound,
      }[page.what];
      return {
        title: `${title} | ${SITE}`,
        description: title,
        canonical: null,
        image: fallbackImage,
        type: 'website',
      };
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
