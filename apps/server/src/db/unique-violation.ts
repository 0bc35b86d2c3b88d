/** True for a unique-constraint violation on `column` (alone or within a composite key) in either dialect. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: string; constraint?: string; detail?: string };
  // PostgreSQL: detail reads 'Key (email)=(…) already exists.'; the value must not be searched.
  if (e.code === '23505') {
    const keys = /^Key \(([^)]*)\)=/.exec(e.detail ?? '')?.[1];
    return keys ? keys.split(', ').includes(column) : false;
  }
  // SQLite: 'UNIQUE constraint failed: users.email' or 'links.user_id, links.slug'.
  const failed = /UNIQUE constraint failed: (.*)$/.exec(e.message)?.[1];
  return failed ? failed.split(', ').some((c) => c.endsWith(`.${column}`)) : false;
}
