import { ADMIN_ROLE } from '@enlaza/shared/admin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { accountByEmail, appendAudit, setRole } from './admin.repository';

/** Who the audit log names for a change made from the command line. */
export const CLI_ACTOR = 'npm run admin';

export type RoleChange = 'granted' | 'revoked' | 'unchanged' | 'unknown-email';

/**
 * `npm run admin -- grant|revoke <email>`: makes an account an operator (role 'admin') or a plain
 * creator again, and writes the change to the audit log. Sessions read the role on every request,
 * so the change holds at once.
 */
export async function changeAdminRole(
  db: Kysely<DB>,
  action: 'grant' | 'revoke',
  email: string,
  now: Date,
): Promise<RoleChange> {
  const account = await accountByEmail(db, email.trim());
  if (!account) return 'unknown-email';
  const role = action === 'grant' ? ADMIN_ROLE : 'creator';
  if (account.role === role) return 'unchanged';
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await setRole(trx, account.id, role, at);
    await appendAudit(trx, {
      actor_id: null,
      actor_email: CLI_ACTOR,
      action,
      target_user_id: account.id,
      target_label: account.username,
      reason: null,
      created_at: at,
    });
  });
  return action === 'grant' ? 'granted' : 'revoked';
}
