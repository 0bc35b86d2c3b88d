import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The app inside whatever router the caller gives it (the browser's, or the server's static one). */
export function AppShell() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
