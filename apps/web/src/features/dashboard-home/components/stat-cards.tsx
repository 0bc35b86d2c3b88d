import { formatARS, formatNumber, formatUniqueVisitors } from '@enlaza/shared/format';
import type { DashboardStats } from '@enlaza/shared/stats';
import type { ReactNode } from 'react';
import { IconChart, IconHeart, IconLink, IconTarget } from '../../../components/ui/icons';
import type { HomeGoal } from '../hooks/use-dashboard-home';
import { type ChangeLabel, changeLabel } from '../utils/stat-change';

interface StatCardProps {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  change: ChangeLabel;
}

function StatCard({ icon, label, value, detail, change }: StatCardProps) {
  return (
    <li className="stat-card">
      <div className="stat-card-head">
        <span className="stat-card-icon">{icon}</span>
        <p className="stat-card-label">{label}</p>
      </div>
      <p className="stat-card-value">{value}</p>
      {detail ? <p className="stat-card-detail">{detail}</p> : null}
      <p className={`stat-change stat-change-${change.tone}`}>
        <span aria-hidden="true">{change.text}</span>
        <span className="visually-hidden">{change.spoken}</span>
      </p>
    </li>
  );
}

const donationsCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'donación' : 'donaciones'}`;

/** The four figures of the home (spec 02 §2), each with its change against the previous month. */
export function StatCards({ stats, goal }: { stats: DashboardStats; goal: HomeGoal | null }) {
  return (
    <ul className="stat-cards" aria-label="Resumen de los últimos 30 días">
      <StatCard
        icon={<IconLink size={18} />}
        label="Clics totales"
        value={formatNumber(stats.clicksTotales.value)}
        change={changeLabel(stats.clicksTotales)}
      />
      <StatCard
        icon={<IconHeart size={18} />}
        label="Donaciones"
        value={formatARS(stats.donaciones.amount)}
        detail={donationsCount(stats.donaciones.count)}
        change={changeLabel(stats.donaciones)}
      />
      <StatCard
        icon={<IconChart size={18} />}
        label="Visitas al perfil"
        value={formatNumber(stats.visitasPerfil.value)}
        detail={
          // Figures saved offline by an earlier version have no unique visitors.
          typeof stats.visitasPerfil.visitantesUnicos === 'number'
            ? formatUniqueVisitors(stats.visitasPerfil.visitantesUnicos)
            : undefined
        }
        change={changeLabel(stats.visitasPerfil)}
      />
      <StatCard
        icon={<IconTarget size={18} />}
        label="Progreso del objetivo"
        value={goal ? `${goal.percent}%` : '—'}
        detail={goal ? `${formatARS(goal.current)} de ${formatARS(goal.target)}` : 'Sin objetivo activo'}
        change={changeLabel(null)}
      />
    </ul>
  );
}
