import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The public pages measured, each against the production build of the same server, in one run. */
export const LIGHTHOUSE_PAGES = [
  '/',
  '/creadores-destacados',
  '/terminos',
  '/privacidad',
  '/cookies',
  '/login',
  '/register',
  '/u/demo',
];

/** Targets of issue 13 for every public page. */
export const TARGETS = { performance: 98, cls: 0.02 } as const;

export interface LighthouseRow {
  path: string;
  performance: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's code when it could not measure the page (e.g. NO_FCP). */
  error?: string;
  /** Every run's performance score (NaN: not measured), when the row is a median. */
  runs?: number[];
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

/** Runs per page; the row shown is the median run by score, as Lighthouse's docs advise against one-run noise. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

function medianRun(runs: LighthouseRow[]): LighthouseRow {
  const measured = runs.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
  return measured[Math.floor((measured.length - 1) / 2)] ?? (runs[0] as LighthouseRow);
}

/**
 * Lighthouse's mobile defaults (emulated phone, slow 4G, 4× CPU slowdown), performance only; each page
 * `BENCH_LIGHTHOUSE_RUNS` times (default 3), the median run reported with every run's score beside it.
 */
export async function lighthouseRun(baseUrl: string, pages = LIGHTHOUSE_PAGES): Promise<LighthouseRow[]> {
  // One browser for every run: a freshly started one sometimes loses its first trace (NO_NAVSTART).
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const path of pages) {
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseOnce(chrome.port, baseUrl, path));
      rows.push({ ...medianRun(runs), runs: runs.map((r) => (r.error ? Number.NaN : r.performance)) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function lighthouseOnce(port: number, baseUrl: string, path: string): Promise<LighthouseRow> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  return {
    path,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric(lhr.audits, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr.audits, 'total-blocking-time'),
    lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const head = `  ${'page'.padEnd(24)} ${'perf'.padStart(4)} ${'CLS'.padStart(6)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)}  targets (perf ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}); median of ${RUNS} runs`;
  const lines = rows.map((r) => {
    if (r.error) return `  ${r.path.padEnd(24)} not measured (${r.error})`;
    const ok = r.performance >= TARGETS.performance && r.cls <= TARGETS.cls;
    const runs = r.runs ? `  runs ${r.runs.map((n) => (Number.isNaN(n) ? '—' : n)).join('/')}` : '';
    return `  ${r.path.padEnd(24)} ${String(r.performance).padStart(4)} ${r.cls.toFixed(3).padStart(6)} ${`${r.tbtMs.toFixed(0)} ms`.padStart(8)} ${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(8)}  ${ok ? 'ok' : 'OVER TARGET'}${runs}`;
  });
  return [head, ...lines].join('\n');
}
