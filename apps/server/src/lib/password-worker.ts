import { hashPasswordSync, verifyPasswordSync } from './crypto';

/** One job for a password worker thread. */
export type PasswordTask =
  | { kind: 'hash'; password: string; cost: number }
  | { kind: 'verify'; password: string; stored: string };

/**
 * Runs inside a piscina worker thread. scrypt runs synchronously here on purpose: the
 * async variant would queue on libuv's thread pool, which file reads and compression share.
 */
export default function runPasswordTask(task: PasswordTask): string | boolean {
  return task.kind === 'hash'
    ? hashPasswordSync(task.password, task.cost)
    : verifyPasswordSync(task.password, task.stored);
}
