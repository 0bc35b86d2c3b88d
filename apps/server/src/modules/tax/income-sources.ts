import type { IncomeSource } from './income-entry';
import { donationEntries, transferEntries } from './tax.repository';

/**
 * Every source the summary adds up: donations (one-off, gorra QR, monthly charges) and the transfers
 * the creator confirmed (alias/CVU). A new kind of income is one more function here with its own query
 * in tax.repository.ts; nothing else in the summary, the CSV, the PDF or the ceiling changes.
 */
export const INCOME_SOURCES: readonly IncomeSource[] = [donationEntries, transferEntries];
