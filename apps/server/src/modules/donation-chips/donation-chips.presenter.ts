import type { DonationChips } from '@enlaza/shared/donations';
import { AMOUNT_INDEX_CHOICES, type AmountIndexChoice } from '@enlaza/shared/indices';
import { Money } from '@enlaza/shared/money';
import type { DonationChipsRow } from './donation-chips.repository';

const pesos = (cents: number) => Money.fromCents(cents).pesos;

const indexOf = (key: string): AmountIndexChoice =>
  (AMOUNT_INDEX_CHOICES as readonly string[]).includes(key) ? (key as AmountIndexChoice) : 'none';

/** The creator's chips as their editor shows them (centavos in, pesos out). */
export function presentDonationChipSettings(row: DonationChipsRow | undefined): DonationChips {
  if (!row) return { amounts: null, today_amounts: null, indexed_by: 'none', base_day: null };
  return {
    amounts: [row.base_cents_1, row.base_cents_2, row.base_cents_3].map(pesos),
    today_amounts: [row.today_cents_1, row.today_cents_2, row.today_cents_3].map(pesos),
    indexed_by: indexOf(row.index_key),
    base_day: row.base_day,
  };
}
