import { type ReactNode, Suspense, useId } from 'react';

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows, read instead of the drawing. */
  summary: string;
  chart: ReactNode;
  /** The same figures as a table, for screen readers. */
  table: ReactNode;
}

/** A chart (loaded on demand) with its title, a spoken summary and a table alternative. */
export function ChartCard({ title, summary, chart, table }: ChartCardProps) {
  const titleId = useId();
  return (
    <section className="home-card analytics-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card-title">
        {title}
      </h2>
      <p className="home-muted analytics-chart-summary">{summary}</p>
      <Suspense fallback={<div className="analytics-chart-canvas skeleton" aria-hidden="true" />}>
        {chart}
      </Suspense>
      <div className="visually-hidden">{table}</div>
    </section>
  );
}
