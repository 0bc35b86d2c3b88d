import { ADMIN_MESSAGES, type AdminAuditEntry, AUDIT_CSV_HEADERS } from '@enlaza/shared/admin';
import { formatArgentinaDateTime } from '@enlaza/shared/events';
import { toCsv } from '../../lib/csv';

/** The audit log as a spreadsheet: when (Argentine time), who, what, on whom, why. */
export function auditCsv(entries: readonly AdminAuditEntry[]): string {
  return toCsv(
    AUDIT_CSV_HEADERS,
    entries.map((e) => [
      formatArgentinaDateTime(e.created_at),
      e.actor_email,
      ADMIN_MESSAGES.audit.actions[e.action] ?? e.action,
      e.target_label,
      e.reason ?? '',
    ]),
  );
}
