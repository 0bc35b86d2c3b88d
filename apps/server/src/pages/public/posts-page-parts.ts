import { POST_ACCESS_COOKIE, type PostsPage } from '@enlaza/shared/posts';
import type { FastifyRequest } from 'fastify';
import { presentThemeRow } from '../../accounts/theme.presenter';
import type { PublicCreatorRow } from '../../ports/public-reads';

/** The access cookie's value on this request, or null. */
export function accessCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === POST_ACCESS_COOKIE) return value.join('=') || null;
  }
  return null;
}

/** The creator as the posts' pages show them. */
export function postsCreatorOf(row: PublicCreatorRow): PostsPage['creator'] {
  return {
    full_name: row.full_name,
    username: row.username,
    profile_image: row.profile_image,
    theme: presentThemeRow(row),
  };
}
