/** The parts of a Mercado Pago webhook notification this app uses (integrations.md §1.3). */
export interface Notification {
  /** 'payment', 'mp-connect', … */
  type: string | null;
  /** 'payment.created', 'payment.updated', 'application.deauthorized', … */
  action: string | null;
  /** The seller the notification is about. */
  userId: string | null;
  /** `data.id` from the query string: the only id the signature covers. */
  dataId: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown, pattern: RegExp): string | null {
  const s = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof s === 'string' && pattern.test(s) ? s : null;
}

const NAME = /^[a-z][a-z0-9_.-]{0,63}$/i;
const NUMERIC_ID = /^\d{1,20}$/;
const RESOURCE_ID = /^[0-9a-z_-]{1,64}$/i;

/**
 * Reads a notification tolerantly: anything malformed is simply absent. Only `dataId` is signed;
 * `type`, `action` and `userId` are hints about what to ask the provider, never facts to act on.
 */
export function readNotification(body: unknown, query: Record<string, unknown>): Notification {
  const b = record(body);
  return {
    type: text(b.type, NAME) ?? text(query.type, NAME) ?? text(query.topic, NAME),
    action: text(b.action, NAME),
    userId: text(b.user_id, NUMERIC_ID),
    dataId: text(query['data.id'], RESOURCE_ID),
  };
}
