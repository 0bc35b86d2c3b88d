import type { AppDeps } from '../../app-deps';

/** What the mail queue's worker is built from: the database, the clock, the mail port and the log. */
export type MailQueueDeps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'log' | 'mail'>;
