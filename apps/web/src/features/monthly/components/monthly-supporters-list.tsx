import {
  MONTHLY_SCREEN_MESSAGES,
  type MonthlySupporter,
  SUPPORTER_STATUS_LABELS,
  SUPPORTER_STATUSES,
} from '@enlaza/shared/monthly';
import { useState } from 'react';
import { IconDownload } from '../../../components/ui/action-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useCancelSupporter } from '../api/cancel-supporter';
import { getSupporters, type SupportersFilter, type SupportersPage } from '../api/get-supporters';
import {
  formatSupporterDate,
  supporterAmount,
  supporterName,
  supporterStatusText,
} from '../utils/supporter-format';
import { supportersCsv } from '../utils/supporters-csv';
import { SupporterCards } from './supporter-cards';

const T = MONTHLY_SCREEN_MESSAGES.supporters;
const FILTERS: readonly { value: SupportersFilter; label: string }[] = [
  { value: 'all', label: T.all },
  ...SUPPORTER_STATUSES.map((status) => ({ value: status, label: SUPPORTER_STATUS_LABELS[status] })),
];

function downloadCsv(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = T.csvFile;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Every page of the filter, read one after the other, as one CSV file. */
async function exportAll(status: SupportersFilter): Promise<void> {
  const all: MonthlySupporter[] = [];
  let page = 1;
  for (;;) {
    const answer = await getSupporters(status, page);
    all.push(...answer.supporters);
    if (page >= answer.pagination.total_pages) break;
    page += 1;
  }
  downloadCsv(supportersCsv(all));
}

/** The supporters: filter by status, pages, CSV export, and 'Cancelar aporte' with a confirmation. */
export function MonthlySupportersList({
  data,
  status,
  loading,
  onStatus,
  onPage,
  onMessage,
  onError,
}: {
  data: SupportersPage;
  status: SupportersFilter;
  loading: boolean;
  onStatus: (status: SupportersFilter) => void;
  onPage: (page: number) => void;
  onMessage: (text: string) => void;
  onError: (text: string) => void;
}) {
  const [cancelling, setCancelling] = useState<MonthlySupporter | null>(null);
  const [exporting, setExporting] = useState(false);
  const cancel = useCancelSupporter();
  const { current_page, total_pages } = data.pagination;

  const onExport = () => {
    setExporting(true);
    exportAll(status)
      .catch(() => onError(T.exportFailed))
      .finally(() => setExporting(false));
  };

  return (
    <section className="monthly-section" aria-labelledby="monthly-supporters-title">
      <div className="section-head">
        <h2 id="monthly-supporters-title" className="monthly-subtitle">
          {T.title}
        </h2>
        <div className="section-actions">
          <Button variant="secondary" icon={<IconDownload />} loading={exporting} onClick={onExport}>
            {T.export}
          </Button>
        </div>
      </div>
      <SelectField
        label={T.filter}
        className="monthly-filter"
        value={status}
        options={FILTERS}
        onChange={(e) => onStatus(e.target.value as SupportersFilter)}
      />
      {loading ? <Spinner size="sm" /> : null}
      {data.supporters.length === 0 ? (
        <p className="monthly-muted">{T.empty}</p>
      ) : (
        <div className="donations-table-wrap monthly-table-wrap">
          <table className="donations-table monthly-table">
            <caption className="visually-hidden">{T.title}</caption>
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.tier}</th>
                <th scope="col">{T.since}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.lastCharge}</th>
                <th scope="col">{T.nextCharge}</th>
                <th scope="col">{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.supporters.map((s) => (
                <tr key={s.id} data-testid="monthly-supporter">
                  <td className="donations-donor">
                    {supporterName(s)}
                    {s.message ? <p className="monthly-message">“{s.message}”</p> : null}
                  </td>
                  <td>
                    {s.tier.name} · {supporterAmount(s)}
                  </td>
                  <td>{formatSupporterDate(s.since)}</td>
                  <td>
                    <span className={`monthly-status monthly-status-${s.status}`}>
                      {supporterStatusText(s)}
                    </span>
                  </td>
                  <td>{formatSupporterDate(s.last_charge_at)}</td>
                  <td>{formatSupporterDate(s.next_charge_at)}</td>
                  <td>
                    {s.status === 'cancelled' ? null : (
                      <Button variant="ghost" size="sm" onClick={() => setCancelling(s)}>
                        {T.cancel}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data.supporters.length === 0 ? null : (
        <SupporterCards supporters={data.supporters} onCancel={setCancelling} />
      )}
      {total_pages > 1 ? (
        <nav className="monthly-pages" aria-label={T.page(current_page, total_pages)}>
          <Button
            variant="secondary"
            size="sm"
            disabled={current_page <= 1}
            onClick={() => onPage(current_page - 1)}
          >
            {T.previous}
          </Button>
          <span>{T.page(current_page, total_pages)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={current_page >= total_pages}
            onClick={() => onPage(current_page + 1)}
          >
            {T.next}
          </Button>
        </nav>
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={T.cancelTitle}
        message={cancelling ? T.cancelMessage(supporterName(cancelling)) : ''}
        confirmLabel={T.cancelConfirm}
        cancelLabel={T.keep}
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: ({ message }) => onMessage(message),
            onError: (error) => onError(error.message),
            onSettled: () => setCancelling(null),
          });
        }}
      />
    </section>
  );
}
