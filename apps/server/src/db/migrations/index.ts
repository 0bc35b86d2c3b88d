import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as creatorDashboard from './0002-creator-dashboard';
import * as payments from './0003-payments';
import * as tracking from './0004-tracking';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-creator-dashboard': creatorDashboard,
  '0003-payments': payments,
  '0004-tracking': tracking,
};
