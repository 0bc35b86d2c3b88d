import { formatARS, formatNumber } from '@enlaza/shared/format';
import type { StatsDetailed, StatsOverview } from '@enlaza/shared/stats';
import { formatLongDay } from '../utils/analytics-range';

interface DayTableProps<T extends { date: string }> {
  caption: string;
  columns: readonly [string, string];
  days: readonly T[];
  cells: (day: T) => readonly [string, string];
}

/** One row per day: a chart's accessible alternative. */
function DayTable<T extends { date: string }>({ caption, columns, days, cells }: DayTableProps<T>) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Día</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{formatLongDay(d.date)}</th>
            {cells(d).map((cell, i) => (
              <td key={columns[i]}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Visits per day as a table (the chart's alternative). */
export function ViewsTable({ days }: { days: StatsOverview['viewsByDay'] }) {
  return (
    <DayTable
      caption="Visitas por día"
      columns={['Visitas', 'Visitantes únicos']}
      days={days}
      cells={(d) => [formatNumber(d.views), formatNumber(d.unique)]}
    />
  );
}

/** Approved donations per day as a table (the chart's alternative). */
export function DonationsTable({ days }: { days: StatsDetailed['dailyDonations'] }) {
  return (
    <DayTable
      caption="Donaciones por día"
      columns={['Donaciones', 'Monto']}
      days={days}
      cells={(d) => [formatNumber(d.count), formatARS(d.amount)]}
    />
  );
}
