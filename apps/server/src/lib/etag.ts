import { createHash } from 'node:crypto';

/** A strong ETag for a value: the sha256 of its JSON, so the same content always gets the same tag. */
export function contentEtag(value: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header (a list of tags, or `*`) names this ETag; weak tags compare equal. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
