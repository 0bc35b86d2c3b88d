import {
  INDEX_SERIES_KIND,
  type IndexKey,
  type IndexPoint,
  isCalendarDate,
  isDecimal,
  monthStart,
  normalizeDecimal,
} from '@enlaza/shared/indices';
import { type PriceIndexSource, PriceIndexSourceError } from '../price-index-port';
import { type BcraPoint, bcraSeriesSchema, bcraVariablesSchema } from './bcra-schemas';

const API_PATH = '/estadisticas/v3.0/monetarias';

/** Page size asked for (the API's documented maximum per page was not verified: we follow `count`). */
export const BCRA_PAGE_LIMIT = 3000;

/**
 * How each series is found in the variables' list by its description (integrations.md §9: look the
 * ids up at start-up rather than hard-coding them). The first variable that matches is used.
 */
export const BCRA_DESCRIPTIONS: Record<IndexKey, RegExp> = {
  ipc: /inflaci[oó]n mensual/i,
  uva: /^\s*(unidad de valor adquisitivo|uva\b)/i,
  cer: /^\s*(cer\b|coeficiente de estabilizaci[oó]n de referencia)/i,
  usd_oficial: /b\s*9791/i,
};

export interface BcraOptions {
  /** https://api.bcra.gob.ar (no trailing slash). */
  baseUrl: string;
  timeoutMs?: number;
}

/** A value as the API gives it → a canonical decimal string; null when it is not a number. */
export function bcraDecimal(valor: number | string): string | null {
  let text: string;
  if (typeof valor === 'number') {
    if (!Number.isFinite(valor)) return null;
    // Shortest round-trip text of the JSON number ('1523.45'). Exponent forms and float noise
    // (1676.8000000000002) are read at 8 decimals, more than any of these series is published with.
    const shortest = String(valor);
    text = /e|\.\d{9}/i.test(shortest) ? valor.toFixed(8) : shortest;
  } else {
    const trimmed = valor.trim();
    // '1.523,45' (dots group thousands) when a comma is there; otherwise '.' is the decimal point.
    text = trimmed.includes(',') ? trimmed.replaceAll('.', '').replace(',', '.') : trimmed;
  }
  return isDecimal(text) ? normalizeDecimal(text) : null;
}

/**
 * The BCRA statistics API (no token). The variables' ids are read from the list once and kept; a
 * failed lookup is tried again on the next call. Every failure is a PriceIndexSourceError.
 */
export class BcraIndices implements PriceIndexSource {
  readonly kind = 'bcra' as const;
  private ids: Promise<Map<IndexKey, number>> | null = null;

  constructor(private readonly options: BcraOptions) {}

  private async getJson(url: URL): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PriceIndexSourceError(`BCRA: ${error instanceof Error ? error.message : 'network error'}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PriceIndexSourceError(`BCRA: HTTP ${response.status} on ${url.pathname}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new PriceIndexSourceError('BCRA: the answer is not JSON', { cause: error });
    }
  }

  private async lookUpIds(): Promise<Map<IndexKey, number>> {
    const parsed = bcraVariablesSchema.safeParse(await this.getJson(new URL(API_PATH, this.options.baseUrl)));
    if (!parsed.success) throw new PriceIndexSourceError('BCRA: unexpected variables list');
    const ids = new Map<IndexKey, number>();
    for (const [key, pattern] of Object.entries(BCRA_DESCRIPTIONS) as [IndexKey, RegExp][]) {
      const found = parsed.data.results.find((v) => pattern.test(v.descripcion));
      if (found) ids.set(key, found.idVariable);
    }
    return ids;
  }

  /** The variable's id for a series (looked up once; a failed lookup is forgotten). */
  async variableId(key: IndexKey): Promise<number> {
    this.ids ??= this.lookUpIds().catch((error: unknown) => {
      this.ids = null;
      throw error;
    });
    const id = (await this.ids).get(key);
    if (id === undefined) throw new PriceIndexSourceError(`BCRA: no variable matches the ${key} series`);
    return id;
  }

  async fetchSeries(key: IndexKey, range: { from: string; to: string }): Promise<IndexPoint[]> {
    const id = await this.variableId(key);
    const raw: BcraPoint[] = [];
    for (let offset = 0; ; ) {
      const url = new URL(`${API_PATH}/${id}`, this.options.baseUrl);
      url.searchParams.set('desde', range.from);
      url.searchParams.set('hasta', range.to);
      url.searchParams.set('limit', String(BCRA_PAGE_LIMIT));
      url.searchParams.set('offset', String(offset));
      const parsed = bcraSeriesSchema.safeParse(await this.getJson(url));
      if (!parsed.success) throw new PriceIndexSourceError(`BCRA: unexpected answer for the ${key} series`);
      const page = parsed.data.results.flatMap((r) => ('detalle' in r ? r.detalle : [r]));
      raw.push(...page);
      const count = parsed.data.metadata?.resultset.count;
      offset += page.length;
      if (count === undefined || page.length === 0 || offset >= count) break;
    }
    return toPoints(key, raw);
  }
}

/** Ascending, one value a date (a monthly rate dated its month's first day); unreadable values refused. */
function toPoints(key: IndexKey, raw: BcraPoint[]): IndexPoint[] {
  const byDate = new Map<string, string>();
  for (const point of raw) {
    const day = point.fecha.slice(0, 10);
    const value = bcraDecimal(point.valor);
    if (!isCalendarDate(day) || value === null) {
      throw new PriceIndexSourceError(`BCRA: unreadable value in the ${key} series (${point.fecha})`);
    }
    byDate.set(INDEX_SERIES_KIND[key] === 'monthly_rate' ? monthStart(day) : day, value);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, value]) => ({ date, value }));
}
