import { type AdminIndex, INDEX_NAMES, type IndexKey, type PublicIndex } from '@enlaza/shared/indices';
import type { RefreshRow, StoredLatest } from './indices.repository';

/** One series as everyone sees it: the latest value exactly as stored, the change as a number. */
export function presentPublicIndex(
  key: IndexKey,
  latest: StoredLatest | undefined,
  change12m: string | null,
): PublicIndex {
  return {
    key,
    name: INDEX_NAMES[key],
    latest: latest ? { date: latest.day, value: latest.value } : null,
    // The exact change rounded to one decimal, then read as a number: the same on every copy.
    change_12m_pct: change12m === null ? null : Number(change12m),
  };
}

/** One series as operators see it: also where its latest value came from and the refresh's state. */
export function presentAdminIndex(
  key: IndexKey,
  latest: StoredLatest | undefined,
  change12m: string | null,
  refresh: RefreshRow | undefined,
): AdminIndex {
  return {
    ...presentPublicIndex(key, latest, change12m),
    latest_source: latest?.source ?? null,
    last_success_at: refresh?.last_success_at ?? null,
    last_attempt_at: refresh?.last_attempt_at ?? null,
    last_error: refresh?.last_error ?? null,
    failures: refresh?.failures ?? 0,
  };
}
