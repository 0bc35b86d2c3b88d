import type { FastifyInstance } from 'fastify';

/** Fields of a plain HTML form post. */
export type Form = Record<string, string>;

/**
 * A non-empty string field of a query or form; null otherwise. Over-long text is kept as typed (the
 * body limit bounds it), so the form's schema refuses it with its field error instead of the field
 * silently counting as empty (issue 30).
 */
export function formField(source: unknown, name: string): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Plain HTML form posts (the simulators, the donation form without JavaScript); call inside the route scope so the parser stays there. */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
