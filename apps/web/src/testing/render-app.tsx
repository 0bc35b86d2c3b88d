import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the whole app (providers, guards, routes) at `url` with a probe showing the current URL. */
export function renderApp(url: string, extra?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders>
        <AppRoutes />
        <LocationProbe />
        {extra}
      </AppProviders>
    </MemoryRouter>,
  );
}
