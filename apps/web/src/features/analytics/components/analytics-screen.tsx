import { argentinaToday } from '@enlaza/shared/events';
import { formatARS, formatNumber } from '@enlaza/shared/format';
import { FUNNEL_MESSAGES } from '@enlaza/shared/stats';
import { lazy, useState } from 'react';
import { EventFilter } from '../../../components/event-filter';
import { Alert } from '../../../components/ui/alert';
import { useActivityFeed } from '../hooks/use-activity-feed';
import { useAnalytics } from '../hooks/use-analytics';
import { type AnalyticsRange, DEFAULT_RANGE, formatLongDay, sameRange } from '../utils/analytics-range';
import { ActivityCard } from './activity-card';
import { BreakdownCards } from './breakdown-cards';
import { ChartCard } from './chart-card';
import { DonationsTable, ViewsTable } from './day-tables';
import { FunnelCard } from './funnel-card';
import { RangePicker } from './range-picker';
import { RankedListCard } from './ranked-list-card';
import { SummaryCards } from './summary-cards';

/** The event filter: the page's own figures, or one event's. */
const STATS_EVENT_FILTER = { label: 'Evento', all: 'Toda la página' } as const;

// The charting library loads with the charts, after the figures are on screen.
const ViewsChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.ViewsChart })));
const DonationsChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.DonationsChart })));

/**
 * The statistics screen (spec 02 §2 "Statistics screen"): a range, its totals, charts and lists;
 * `events` lets the creator narrow it to one event (its page's views and the donations made there).
 */
export function AnalyticsScreen({ events = [] }: { events?: { id: number; title: string }[] }) {
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_RANGE);
  const [eventId, setEventId] = useState<number | null>(null);
  const [today] = useState(() => argentinaToday(new Date()));
  const { data, loading, error } = useAnalytics(range, eventId);
  const feed = useActivityFeed();
  const change = (next: AnalyticsRange) => {
    if (!sameRange(next, range)) setRange(next);
  };

  return (
    <div className="dash-page analytics">
      <div className="analytics-head">
        <RangePicker range={range} today={today} onChange={change} />
        {events.length > 0 ? (
          <EventFilter
            label={STATS_EVENT_FILTER.label}
            allLabel={STATS_EVENT_FILTER.all}
            className="analytics-event-filter"
            events={events}
            value={eventId}
            onChange={setEventId}
          />
        ) : null}
        <p className="home-muted analytics-range-text" role="status" aria-live="polite">
          {loading
            ? 'Actualizando estadísticas...'
            : data
              ? `Del ${formatLongDay(data.overview.range.startDate)} al ${formatLongDay(data.overview.range.endDate)}`
              : ''}
        </p>
      </div>
      {error ? <Alert tone="error" title={error} /> : null}
      {data ? (
        <div className={loading ? 'analytics-body is-loading' : 'analytics-body'}>
          <SummaryCards overview={data.overview} onEvent={eventId !== null} />
          <div className="analytics-grid">
            <ChartCard
              title="Visitas por día"
              summary={`${formatNumber(data.overview.totalViews)} visitas y ${formatNumber(data.overview.uniqueViews)} visitantes únicos en ${data.overview.range.days} días.`}
              chart={<ViewsChart days={data.overview.viewsByDay} />}
              table={<ViewsTable days={data.overview.viewsByDay} />}
            />
            <ChartCard
              title="Donaciones por día"
              summary={`${formatARS(data.overview.totalDonations.amount)} en ${formatNumber(data.overview.totalDonations.count)} ${data.overview.totalDonations.count === 1 ? 'donación aprobada' : 'donaciones aprobadas'}. ${FUNNEL_MESSAGES.oneOffOnly}`}
              chart={<DonationsChart days={data.detailed.dailyDonations} />}
              table={<DonationsTable days={data.detailed.dailyDonations} />}
            />
            <RankedListCard
              title="Clics por enlace"
              unit="clics"
              empty="Todavía no tienes enlaces."
              items={data.overview.clicksByLink.map((l) => ({
                key: String(l.id),
                label: l.title,
                detail: l.url,
                value: l.clicks,
              }))}
            />
            <RankedListCard
              title="De dónde llegan tus visitas"
              unit="visitas"
              empty="Sin visitas en este período."
              items={data.overview.topReferrers.map((r) => ({
                key: r.referrer,
                label: r.referrer,
                value: r.visits,
              }))}
            />
            <FunnelCard range={range} eventId={eventId} />
            <BreakdownCards overview={data.overview} />
            <ActivityCard feed={feed} />
          </div>
        </div>
      ) : loading ? (
        <div className="home-skeleton" role="status">
          <span className="visually-hidden">Cargando estadísticas...</span>
        </div>
      ) : null}
    </div>
  );
}
