import {
  DONATION_STATUS_FILTERS,
  type DonationStatusFilter,
  EVENT_DONATION_MESSAGES,
  REFUND_MESSAGES,
  type ReceivedDonation,
} from '@enlaza/shared/donations';
import { RefreshCw } from 'lucide';
import { useId, useState } from 'react';
import { EventFilter } from '../../../components/event-filter';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FlashMessage } from '../../../components/ui/flash-message';
import { Glyph } from '../../../components/ui/glyph';
import { IconExternal, IconHeart } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { useFlashMessage } from '../../../lib/use-flash-message';
import type { ReceivedDonations } from '../hooks/use-received-donations';
import { donationsCountText, STATUS_FILTER_LABELS } from '../utils/donations-list';
import { DonationCards } from './donation-cards';
import { RefundDialog } from './donation-refund';
import { DonationsTable } from './donations-table';

const FILTER_OPTIONS = DONATION_STATUS_FILTERS.map((value) => ({
  value,
  label: STATUS_FILTER_LABELS[value],
}));

function isFilter(value: string): value is DonationStatusFilter {
  return (DONATION_STATUS_FILTERS as readonly string[]).includes(value);
}

/** The history of received donations: filter, refresh, table or cards, 'Cargar más' and a count. */
export function DonationsHistory({
  history,
  profileHref,
  events = [],
}: {
  history: ReceivedDonations;
  profileHref: string;
  /** The creator's events, to narrow the history to one ('Pasar la gorra'); none hides the filter. */
  events?: { id: number; title: string }[];
}) {
  const titleId = useId();
  const { donations, pagination, filter, loadingPage } = history;
  const refreshing = loadingPage === 1 && history.status !== 'loading';
  const total = pagination?.total_donations ?? donations.length;
  const [refunding, setRefunding] = useState<ReceivedDonation | null>(null);
  const { flash, showSuccess, showError } = useFlashMessage();

  return (
    <section className="donations-history" aria-labelledby={titleId} aria-busy={loadingPage !== null}>
      <div className="donations-history-head">
        <h2 id={titleId} className="donations-history-title">
          Historial de donaciones
        </h2>
        <div className="donations-toolbar">
          <SelectField
            label="Estado"
            className="donations-filter"
            options={FILTER_OPTIONS}
            value={filter}
            onChange={(event) => {
              if (isFilter(event.target.value)) history.setFilter(event.target.value);
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<Glyph icon={RefreshCw} size={16} />}
            onClick={history.refresh}
            loading={refreshing}
            disabled={loadingPage !== null}
          >
            Actualizar
          </Button>
          {events.length > 0 ? (
            <EventFilter
              label={EVENT_DONATION_MESSAGES.eventFilterLabel}
              allLabel={EVENT_DONATION_MESSAGES.eventFilterAll}
              className="donations-filter"
              events={events}
              value={history.eventId}
              onChange={history.setEventId}
            />
          ) : null}
        </div>
      </div>

      {history.error ? <Alert tone="error" title={history.error} /> : null}
      <FlashMessage flash={flash} />

      {history.status === 'loading' ? (
        <p className="donations-loading" role="status">
          <Spinner size="md" /> Cargando donaciones...
        </p>
      ) : history.status === 'error' ? (
        <div className="donations-empty">
          <Button variant="secondary" onClick={history.refresh}>
            Reintentar
          </Button>
        </div>
      ) : donations.length === 0 ? (
        <div className="donations-empty">
          <span className="donations-empty-icon">
            <IconHeart size={28} />
          </span>
          {history.eventId !== null ? (
            <p>{EVENT_DONATION_MESSAGES.noEventDonations}</p>
          ) : filter === 'all' ? (
            <>
              <p>Todavía no recibiste donaciones.</p>
              <p className="donations-muted">
                Comparte tu página pública para que tus seguidores puedan apoyar tu objetivo.
              </p>
            </>
          ) : (
            <p>No hay donaciones con el estado «{STATUS_FILTER_LABELS[filter]}».</p>
          )}
          <a className="btn btn-secondary btn-sm" href={profileHref} target="_blank" rel="noopener">
            <IconExternal />
            <span>Ver mi página pública</span>
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      ) : (
        <>
          <DonationsTable donations={donations} onRefund={setRefunding} />
          <DonationCards donations={donations} onRefund={setRefunding} />
          {pagination?.has_more ? (
            <div className="donations-more">
              <Button
                variant="secondary"
                onClick={history.loadMore}
                loading={loadingPage !== null && loadingPage > 1}
              >
                Cargar más
              </Button>
            </div>
          ) : null}
        </>
      )}

      {history.status === 'ready' && donations.length > 0 ? (
        <p className="donations-footer">
          {donations.length < total
            ? `Mostrando ${donations.length} de ${donationsCountText(total)}`
            : donationsCountText(donations.length)}
        </p>
      ) : null}
      <RefundDialog
        donation={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => showSuccess(REFUND_MESSAGES.done)}
        onError={showError}
      />
    </section>
  );
}
