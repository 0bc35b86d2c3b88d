import type { SupporterEntry, SupportersPage } from '@enlaza/shared/donations';

/**
 * The supporters' wall as visitors read it (approved donations, presented for the public) and
 * 'Denunciar'. Offered by donations; the public read model, its API, the live feed and the pages use it.
 */
export interface SupportersWall {
  /** The latest entries (the page's 'Apoyos' section) and whether more exist. */
  latest(userId: number): Promise<{ supporters: SupporterEntry[]; has_more: boolean }>;
  /** One page of all of them, newest first. */
  page(userId: number, page: number): Promise<SupportersPage>;
  /**
   * A visitor's report of one entry (rate-limited per address; throws 429). False when the entry
   * is not one of this creator's wall. Hides nothing by itself.
   */
  report(userId: number, entryId: string, reason: string, ip: string): Promise<boolean>;
}
