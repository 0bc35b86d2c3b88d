import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { AuthProvider } from '../lib/auth/auth-provider';
import { OAuthCallbackProvider } from '../lib/oauth-callback-provider';

/** Everything the routes rely on; must sit inside a router (the auth provider navigates on 401). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <AuthProvider>
        <OAuthCallbackProvider>{children}</OAuthCallbackProvider>
      </AuthProvider>
    </ErrorBoundary>
  );
}
