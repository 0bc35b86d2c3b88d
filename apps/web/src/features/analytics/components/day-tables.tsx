import { formatARS, formatNumber } from '@enlaza/shared/format';
import type { StatsDetailed, StatsOverview } from '@enlaza/shared/stats-contract';
import { formatLongDay } from '../utils/analytics-range';

/** Visits per day as a table (the chart's alternative). */
export function ViewsTable({ days }: { days: StatsOverview['viewsByDay'] }) {
  return (
    <table>
      <caption>Visitas por día</caption>
      <thead>
        <tr>
          <th scope="col">Día</th>
          <th scope="col">Visitas</th>
          <th scope="col">Visitantes únicos</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatLongDay(d.date)}</th>
            <td>{formatNumber(d.views)}</td>
            <td>{formatNumber(d.unique)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Approved donations per day as a table (the chart's alternative). */
export function DonationsTable({ days }: { days: StatsDetailed['dailyDonations'] }) {
  return (
    <table>
      <caption>Donaciones por día</caption>
      <thead>
        <tr>
          <th scope="col">Día</th>
          <th scope="col">Donaciones</th>
          <th scope="col">Monto</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatLongDay(d.date)}</th>
            <td>{formatNumber(d.count)}</td>
            <td>{formatARS(d.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
