import type { PublicMonthlyTier } from '@enlaza/shared/monthly';
import type { LockedPost, Post, PublicPost, PublicPostSummary } from '@enlaza/shared/posts';
import { renderPostBody } from './post-body';
import type { MailingCounts } from './post-mailings.repository';
import type { PostRow } from './posts.repository';

/** A post's mailing as its creator follows it: 'Enviado a X de Y' and how it ended. */
function presentMailing(row: PostRow, counts: MailingCounts | undefined): Post['mailing'] {
  if (row.mail_status === 'limit') return { status: 'limit', total: 0, sent: 0, failed: 0 };
  if (row.mail_status !== 'queued') return null;
  const total = row.mail_total ?? 0;
  const { sent, failed } = counts ?? { sent: 0, failed: 0 };
  return { status: sent + failed >= total ? 'done' : 'sending', total, sent, failed };
}

/** A post as its creator sees it; `counts` from PostsService.mailingCounts. */
export function presentPost(row: PostRow, counts?: Map<number, MailingCounts>): Post {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    audience: { kind: row.audience_kind, min_tier_id: row.min_tier_id },
    send_email: row.send_email === 1,
    status: row.status,
    publish_at: row.status === 'scheduled' ? row.publish_at : null,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    image_url: row.image_url,
    mailing: presentMailing(row, counts?.get(row.id)),
  };
}

/** A published public post's title and date. */
export function presentPublicPostSummary(row: PostRow): PublicPostSummary {
  return { id: row.id, title: row.title, published_at: row.published_at ?? row.created_at };
}

/** A published public post with its body rendered to safe HTML; the typed text never leaves. */
export function presentPublicPost(row: PostRow): PublicPost {
  return { ...presentPublicPostSummary(row), body_html: renderPostBody(row.body), image_url: row.image_url };
}

/**
 * A post for monthly supporters as everyone sees it: title, date and the open tiers that include it
 * (from its tier up, by amount; every tier when it names none). Its body never leaves.
 */
export function presentLockedPost(row: PostRow, tiers: PublicMonthlyTier[]): LockedPost {
  const floor = row.min_tier_id === null ? null : tiers.find((tier) => tier.id === row.min_tier_id);
  const included =
    row.min_tier_id === null ? tiers : floor ? tiers.filter((tier) => tier.amount >= floor.amount) : [];
  const cheapest = [...included].sort((a, b) => a.amount - b.amount)[0];
  return {
    ...presentPublicPostSummary(row),
    tier_names: included.map((tier) => tier.name),
    subscribe_tier_id: cheapest?.id ?? null,
  };
}
