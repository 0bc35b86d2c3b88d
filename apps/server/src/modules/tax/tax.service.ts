import { argentinaToday } from '@enlaza/shared/events';
import { Money } from '@enlaza/shared/money';
import {
  type MonotributoCategory,
  TAX_MESSAGES,
  type TaxCeiling,
  type TaxSettingsInput,
  type TaxSummary,
} from '@enlaza/shared/tax';
import { fieldError } from '../../http/errors';
import { ensureShippedCeilings } from './ceiling-table';
import { INCOME_SOURCES } from './income-sources';
import { presentFigures } from './tax.presenter';
import { ceilingInForce, saveCategory, taxSettingsOf } from './tax.repository';
import { TaxCeilingAlerts } from './tax-ceiling-alerts';
import type { TaxDeps } from './tax-deps';
import { addMonths, argentinaMonth, byMonth, ceilingIncomeCents, monthStart, sumFigures } from './tax-ledger';

/** The highest threshold (0, 80, 100) a share of the ceiling reached. */
export function alertLevelOf(usedPct: number): number {
  if (usedPct >= 100) return 100;
  if (usedPct >= 80) return 80;
  return 0;
}

/** 'Resumen para ARCA' (issue 36): the year by month, the last twelve months and the ceiling. */
export class TaxService {
  /** The 80 % / 100 % mails, run by the hourly job (tax-ceiling-alerts.ts). */
  readonly alerts: TaxCeilingAlerts;

  constructor(private readonly deps: TaxDeps) {
    this.alerts = new TaxCeilingAlerts(deps, this);
  }

  private async entries(creatorId: number, fromMonth: string, toMonth: string) {
    const from = monthStart(fromMonth);
    const to = monthStart(addMonths(toMonth, 1));
    const db = this.deps.database.db;
    const lists = await Promise.all(INCOME_SOURCES.map((source) => source(db, creatorId, from, to)));
    return lists.flat();
  }

  /** The year asked for, or the current one; a year still to come is refused. */
  yearOf(asked: number | undefined): number {
    const current = Number(argentinaToday(this.deps.clock.now()).slice(0, 4));
    if (asked === undefined) return current;
    if (asked > current) throw fieldError('year', TAX_MESSAGES.yearInvalid);
    return asked;
  }

  /** The creator's own figures only: every source reads by their id. */
  async summary(creatorId: number, askedYear?: number): Promise<TaxSummary> {
    const year = this.yearOf(askedYear);
    const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
    const [yearEntries, rolling, settings] = await Promise.all([
      this.entries(creatorId, months[0] as string, months[11] as string),
      this.rolling(creatorId),
      taxSettingsOf(this.deps.database.db, creatorId),
    ]);
    const rows = byMonth(yearEntries, months);
    const { from: rollingFrom, to: rollingTo, figures } = rolling;
    const category = (settings?.monotributo_category ?? null) as MonotributoCategory | null;
    return {
      year,
      months: months.map((month) => ({ month, ...presentFigures(rows.get(month) ?? sumFigures([])) })),
      totals: presentFigures(sumFigures(rows.values())),
      rolling_12m: { from: rollingFrom, to: rollingTo, ...presentFigures(figures) },
      monotributo_category: category,
      ceiling: category ? await this.ceiling(category, ceilingIncomeCents(figures)) : null,
    };
  }

  /** The last twelve whole Argentine months (the current one is not whole yet), summed. */
  private async rolling(creatorId: number) {
    const to = addMonths(argentinaMonth(this.deps.clock.now().toISOString()), -1);
    const from = addMonths(to, -11);
    const months = Array.from({ length: 12 }, (_, i) => addMonths(from, i));
    const entries = await this.entries(creatorId, from, to);
    return { from, to, figures: sumFigures(byMonth(entries, months).values()) };
  }

  /** The creator's ceiling now (null without a category or a table in force): the alerts read it. */
  async ceilingNow(creatorId: number, category: MonotributoCategory): Promise<TaxCeiling | null> {
    const { figures } = await this.rolling(creatorId);
    return this.ceiling(category, ceilingIncomeCents(figures));
  }

  /** The rolling income against the category's ceiling in the table in force today. */
  private async ceiling(category: MonotributoCategory, incomeCents: number): Promise<TaxCeiling | null> {
    const db = this.deps.database.db;
    const now = this.deps.clock.now();
    await ensureShippedCeilings(db, now.toISOString());
    const row = await ceilingInForce(db, category, argentinaToday(now));
    if (!row) return null;
    const limit = Money.fromCents(row.annual_limit_cents);
    const usedPct = limit.cents > 0 ? Math.round((incomeCents * 1000) / limit.cents) / 10 : 0;
    return {
      category,
      annual_limit: limit.pesos,
      rolling_12m: Money.fromCents(incomeCents).pesos,
      used_pct: usedPct,
      effective_from: row.effective_from,
      alert_level: alertLevelOf(usedPct),
    };
  }

  async saveSettings(creatorId: number, input: TaxSettingsInput) {
    const at = this.deps.clock.now().toISOString();
    const db = this.deps.database.db;
    const before = await taxSettingsOf(db, creatorId);
    // Another category is another ceiling: its alerts start afresh; the same one keeps what was sent.
    const same = (before?.monotributo_category ?? null) === input.monotributo_category;
    await saveCategory(db, creatorId, input.monotributo_category, same ? (before?.alert_level ?? 0) : 0, at);
    return {
      monotributo_category: input.monotributo_category,
      message: input.monotributo_category ? TAX_MESSAGES.category.saved : TAX_MESSAGES.category.cleared,
    };
  }
}
