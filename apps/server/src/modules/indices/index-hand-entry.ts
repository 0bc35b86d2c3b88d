import { argentinaToday } from '@enlaza/shared/events';
import {
  INDEX_CLI_MESSAGES as CLI,
  INDEX_SERIES_KIND,
  type IndexKey,
  isCalendarDate,
  isDecimal,
  isIndexKey,
  monthStart,
  normalizeDecimal,
} from '@enlaza/shared/indices';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { IndicesRepository } from './indices.repository';

export type HandSetOutcome =
  | { ok: true; message: string; key: IndexKey; day: string; value: string; before: string | null }
  | { ok: false; message: string };

/** A level (UVA, CER, the dollar) must be above zero; a monthly rate above −100 %. */
function outOfRange(key: IndexKey, value: string): boolean {
  const negative = value.startsWith('-');
  if (INDEX_SERIES_KIND[key] === 'monthly_rate') {
    return negative && Number(value.slice(1)) >= 100;
  }
  return negative || !/[1-9]/.test(value);
}

/**
 * `npm run admin -- indices set <key> <YYYY-MM-DD> <value>`: records or corrects one value, marked
 * 'operator' so the job never overwrites it. A monthly rate is dated its month's first day; a day
 * still to come is refused. Bad input changes nothing and is answered in Spanish.
 */
export async function recordIndexByHand(
  db: Kysely<DB>,
  now: Date,
  rawKey: string,
  rawDate: string,
  rawValue: string,
): Promise<HandSetOutcome> {
  if (!isIndexKey(rawKey)) return { ok: false, message: CLI.unknownKey(rawKey) };
  if (!isCalendarDate(rawDate)) return { ok: false, message: CLI.badDate(rawDate) };
  if (rawDate > argentinaToday(now)) return { ok: false, message: CLI.futureDate(rawDate) };
  // '1523,45' is read as 1523.45 (a comma with no point is the decimal separator).
  const typed = rawValue.trim();
  const text = typed.includes('.') ? typed : typed.replace(',', '.');
  if (!isDecimal(text)) return { ok: false, message: CLI.badValue(rawValue) };
  const value = normalizeDecimal(text);
  if (outOfRange(rawKey, value)) {
    const rate = INDEX_SERIES_KIND[rawKey] === 'monthly_rate';
    return { ok: false, message: rate ? CLI.badValue(rawValue) : CLI.notPositive(rawValue) };
  }
  const day = INDEX_SERIES_KIND[rawKey] === 'monthly_rate' ? monthStart(rawDate) : rawDate;
  const before = await new IndicesRepository(db).setByHand(rawKey, day, value, now.toISOString());
  const message =
    before === null || before === value
      ? CLI.recorded(rawKey, day, value)
      : CLI.corrected(rawKey, day, before, value);
  return { ok: true, message, key: rawKey, day, value, before };
}
