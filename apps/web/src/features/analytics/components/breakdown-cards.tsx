import type { StatsOverview } from '@enlaza/shared/stats';
import { RankedListCard } from './ranked-list-card';

type BreakdownKey = 'provinces' | 'countries' | 'devices' | 'browsers' | 'os' | 'campaigns';

const CARDS: ReadonlyArray<{ key: BreakdownKey; title: string; empty: string }> = [
  { key: 'provinces', title: 'Provincias', empty: 'Sin visitas desde Argentina en este período.' },
  { key: 'countries', title: 'Países', empty: 'Sin visitas en este período.' },
  { key: 'devices', title: 'Dispositivos', empty: 'Sin visitas en este período.' },
  { key: 'browsers', title: 'Navegadores', empty: 'Sin visitas en este período.' },
  { key: 'os', title: 'Sistemas operativos', empty: 'Sin visitas en este período.' },
  {
    key: 'campaigns',
    title: 'Campañas',
    empty:
      'Sin campañas: agrega utm_source, utm_medium y utm_campaign al enlace que compartes para verlas aquí.',
  },
];

/** Where the period's visitors are, what they use and which campaign brought them. */
export function BreakdownCards({ overview }: { overview: StatsOverview }) {
  return (
    <>
      {CARDS.map((card) => (
        <RankedListCard
          key={card.key}
          title={card.title}
          unit="visitas"
          empty={card.empty}
          items={overview[card.key].map((row) => ({ key: row.name, label: row.name, value: row.visits }))}
        />
      ))}
    </>
  );
}
