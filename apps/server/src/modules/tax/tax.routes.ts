import { formatArgentinaDate } from '@enlaza/shared/events';
import { HTTP_MESSAGES } from '@enlaza/shared/http';
import { taxContract as contract } from '@enlaza/shared/tax';
import type { CreatorApi } from '../../http/api';
import { RetryLaterError } from '../../http/errors';
import { WorkerPoolBusyError } from '../../lib/worker-pool';
import { creatorNameOf } from './tax.repository';
import type { TaxService } from './tax.service';
import { taxSummaryCsv } from './tax-csv';
import type { TaxDeps } from './tax-deps';
import { TaxSummaryPdfRenderer } from './tax-summary-pdf-renderer';

const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * 'Resumen para ARCA' (issue 36): the year's summary as JSON, CSV and a one-page PDF, and the
 * creator's monotributo category. Only the caller's money: every read takes their id.
 */
export async function taxRoutes(app: CreatorApi, tax: TaxService, deps: Pick<TaxDeps, 'database' | 'clock'>) {
  const renderer = new TaxSummaryPdfRenderer();
  app.addHook('onClose', () => renderer.close());

  app.get('/tax/summary', { schema: contract.summary }, async (request) => ({
    success: true as const,
    data: await tax.summary(request.auth.userId, request.query.year),
  }));

  app.get('/tax/summary.csv', { schema: contract.summaryCsv }, async (request, reply) => {
    const summary = await tax.summary(request.auth.userId, request.query.year);
    return reply
      .header('content-disposition', `attachment; filename="resumen-arca-${summary.year}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(taxSummaryCsv(summary));
  });

  app.get('/tax/summary.pdf', { schema: contract.summaryPdf }, async (request, reply) => {
    const summary = await tax.summary(request.auth.userId, request.query.year);
    let pdf: Buffer;
    try {
      pdf = await renderer.pdf({
        creatorName: await creatorNameOf(deps.database.db, request.auth.userId),
        year: summary.year,
        months: summary.months,
        totals: summary.totals,
        drawnOn: formatArgentinaDate(deps.clock.now().toISOString()),
      });
    } catch (error) {
      if (error instanceof WorkerPoolBusyError) {
        throw new RetryLaterError(503, HTTP_MESSAGES.busy, BUSY_RETRY_AFTER_SECONDS);
      }
      throw error;
    }
    return (
      reply
        .header('content-disposition', `attachment; filename="resumen-arca-${summary.year}.pdf"`)
        .type('application/pdf')
        // Fastify sends a Buffer as it is (no serializer); the contract can only name it as text.
        .send(pdf as unknown as string)
    );
  });

  app.put('/tax/settings', { schema: contract.settings }, async (request) => {
    const saved = await tax.saveSettings(request.auth.userId, request.body);
    return {
      success: true as const,
      message: saved.message,
      data: { monotributo_category: saved.monotributo_category },
    };
  });
}
