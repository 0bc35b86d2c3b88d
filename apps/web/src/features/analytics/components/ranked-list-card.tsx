import { formatNumber } from '@enlaza/shared/format';
import { useId } from 'react';

export interface RankedItem {
  key: string;
  label: string;
  /** A second line (the link's address). */
  detail?: string;
  value: number;
}

interface RankedListCardProps {
  title: string;
  /** 'clics', 'visitas': read after each figure. */
  unit: string;
  items: readonly RankedItem[];
  empty: string;
}

/** Items by a count, most first, with a bar relative to the first. */
export function RankedListCard({ title, unit, items, empty }: RankedListCardProps) {
  const titleId = useId();
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <section className="home-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-card-title">
        {title}
      </h2>
      {items.length > 0 ? (
        <ol className="analytics-ranked">
          {items.map((item) => (
            <li key={item.key} className="analytics-ranked-row">
              <div className="analytics-ranked-text">
                <span className="analytics-ranked-label">{item.label}</span>
                {item.detail ? (
                  <span className="home-muted analytics-ranked-detail">{item.detail}</span>
                ) : null}
              </div>
              <span className="analytics-ranked-value">
                {formatNumber(item.value)} <span className="visually-hidden">{unit}</span>
              </span>
              <span className="analytics-ranked-bar" aria-hidden="true">
                <span
                  className="analytics-ranked-fill"
                  style={{ width: `${Math.round((item.value / max) * 100)}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="home-muted">{empty}</p>
      )}
    </section>
  );
}
