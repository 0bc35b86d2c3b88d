import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support: a local stand-in for the BCRA statistics API as integrations.md §9 describes it —
 * GET /estadisticas/v3.0/monetarias (the variables' list: idVariable, descripcion, fecha, valor) and
 * GET /estadisticas/v3.0/monetarias/{id}?desde=&hasta=&limit=&offset= (v3.0: the values in
 * `results[0].detalle`, newest first, `metadata.resultset.count`). It can answer 500s, send values as
 * text with ',' decimals, or answer in the flat v2.0 shape.
 */

export interface FakeBcraPoint {
  fecha: string;
  valor: number;
}

/** The variables the fake lists, with the ids the live API was last known to use (to be checked). */
export const FAKE_BCRA_VARIABLES = [
  { idVariable: 1, descripcion: 'Reservas Internacionales del BCRA (en millones de dólares)' },
  {
    idVariable: 4,
    descripcion: 'Tipo de Cambio Minorista ($ por USD) Comunicación B 9791 - Promedio vendedor',
  },
  { idVariable: 5, descripcion: 'Tipo de Cambio Mayorista ($ por USD) Comunicación A 3500 - Referencia' },
  { idVariable: 27, descripcion: 'Inflación mensual (variación en %)' },
  { idVariable: 28, descripcion: 'Inflación interanual (variación en % i.a.)' },
  { idVariable: 30, descripcion: 'CER (Base 2.2.2002=1)' },
  {
    idVariable: 31,
    descripcion: 'Unidad de Valor Adquisitivo (UVA) (en pesos -con dos decimales-, base 31.3.2016=14.05)',
  },
  {
    idVariable: 32,
    descripcion: 'Unidad de Vivienda (UVI) (en pesos -con dos decimales-, base 31.3.2016=14.05)',
  },
] as const;

export interface FakeBcraRequest {
  path: string;
  query: URLSearchParams;
}

export class FakeBcra {
  readonly received: FakeBcraRequest[] = [];
  /** Values by variable id, any order. */
  readonly series = new Map<number, FakeBcraPoint[]>();
  /** Answer every request with this status (null: answer normally). */
  failWith: number | null = null;
  /** Values as text with ',' decimals ('1.523,45'), as some versions did. */
  commaDecimals = false;
  /** The flat v2.0 shape (`results: [{fecha, valor}]`, no metadata). */
  flatShape = false;
  /** At most this many values a page, whatever `limit` asks (exercises paging). */
  pageCap = 3000;
  private server: http.Server | null = null;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private text(valor: number): number | string {
    if (!this.commaDecimals) return valor;
    const [whole = '0', fraction] = String(valor).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    return `${grouped},${fraction ?? '00'}`;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    this.received.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (this.failWith !== null)
      return send(this.failWith, { status: this.failWith, errorMessages: ['falla'] });
    if (url.pathname === '/estadisticas/v3.0/monetarias') {
      return send(200, {
        status: 200,
        results: FAKE_BCRA_VARIABLES.map((v) => ({ ...v, fecha: '2025-09-30', valor: 1 })),
      });
    }
    const match = /^\/estadisticas\/v3\.0\/monetarias\/(\d+)$/.exec(url.pathname);
    const points = match ? this.series.get(Number(match[1])) : undefined;
    if (!points) return send(404, { status: 404, errorMessages: ['variable inexistente'] });
    const from = url.searchParams.get('desde') ?? '0000-00-00';
    const to = url.searchParams.get('hasta') ?? '9999-99-99';
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), this.pageCap);
    const inRange = points
      .filter((p) => p.fecha >= from && p.fecha <= to)
      .sort((a, b) => (a.fecha < b.fecha ? 1 : -1));
    const page = inRange
      .slice(offset, offset + limit)
      .map((p) => ({ fecha: p.fecha, valor: this.text(p.valor) }));
    if (this.flatShape) return send(200, { status: 200, results: page });
    return send(200, {
      status: 200,
      metadata: { resultset: { count: inRange.length, offset, limit } },
      results: [{ idVariable: Number(match?.[1]), detalle: page }],
    });
  }
}
