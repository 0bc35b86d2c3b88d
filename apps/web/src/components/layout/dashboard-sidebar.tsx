import { GORRA_SCREEN_MESSAGES } from '@enlaza/shared/gorra';
import { MONTHLY_SCREEN_MESSAGES } from '@enlaza/shared/monthly';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { getClientConfig } from '../../config/client-config';
import { paths } from '../../config/paths';
import {
  IconCalendar,
  IconChart,
  IconHeart,
  IconHome,
  IconKey,
  IconLink,
  IconMail,
  IconMusic,
  IconNewspaper,
  IconQr,
  IconRepeat,
  IconTarget,
  IconUser,
} from '../ui/icons';

interface MenuItem {
  label: string;
  href: string;
  icon: ReactNode;
  /** Index route: active only on its exact path. */
  end?: boolean;
  enabled: boolean;
}

function menuItems(): MenuItem[] {
  const { features } = getClientConfig();
  const d = paths.dashboard;
  return [
    { label: 'Inicio', href: d.root.getHref(), icon: <IconHome />, end: true, enabled: true },
    { label: 'Mi Perfil', href: d.profile.getHref(), icon: <IconUser />, enabled: true },
    { label: 'Mis Enlaces', href: d.links.getHref(), icon: <IconLink />, enabled: true },
    { label: 'Objetivos', href: d.goals.getHref(), icon: <IconTarget />, enabled: true },
    { label: 'Mis Eventos', href: d.events.getHref(), icon: <IconCalendar />, enabled: true },
    { label: 'Spotify', href: d.spotify.getHref(), icon: <IconMusic />, enabled: true },
    {
      label: 'Estadísticas',
      href: d.analytics.getHref(),
      icon: <IconChart />,
      enabled: features.analyticsScreen,
    },
    {
      label: 'Donaciones',
      href: d.donations.getHref(),
      icon: <IconHeart />,
      enabled: features.donationsScreen,
    },
    {
      label: MONTHLY_SCREEN_MESSAGES.menu,
      href: d.monthly.getHref(),
      icon: <IconRepeat />,
      enabled: features.donationsScreen,
    },
    {
      label: GORRA_SCREEN_MESSAGES.menu,
      href: d.gorra.getHref(),
      icon: <IconQr />,
      enabled: features.donationsScreen,
    },
    { label: 'Suscriptores', href: d.subscribers.getHref(), icon: <IconMail />, enabled: true },
    { label: 'Novedades', href: d.posts.getHref(), icon: <IconNewspaper />, enabled: true },
    {
      label: 'Resumen para ARCA',
      href: d.tax.getHref(),
      icon: <IconChart />,
      enabled: features.donationsScreen,
    },
    { label: 'Integraciones', href: d.integrations.getHref(), icon: <IconKey />, enabled: true },
  ];
}

/** The dashboard menu. Screens switched off by a feature flag show as 'Próximamente' and do nothing. */
export function DashboardMenu() {
  return (
    <nav aria-label="Menú del panel" className="dash-menu">
      <ul>
        {menuItems().map((item) => (
          <li key={item.href}>
            {item.enabled ? (
              <NavLink
                to={item.href}
                end={item.end}
                className={({ isActive }) => (isActive ? 'dash-menu-item is-active' : 'dash-menu-item')}
              >
                {item.icon}
                <span>{item.label}</span>
              </NavLink>
            ) : (
              <span className="dash-menu-item is-disabled" aria-disabled="true">
                {item.icon}
                <span>{item.label}</span>
                <span className="soon-tag">Próximamente</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
