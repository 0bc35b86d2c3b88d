import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type CallbackResult, OAuthCallbackContext } from './oauth-callback';

export function OAuthCallbackProvider({ children }: { children: ReactNode }) {
  const [lastCallback, setLastCallback] = useState<CallbackResult | null>(null);
  const record = useCallback((result: CallbackResult) => setLastCallback(result), []);
  const clear = useCallback(() => setLastCallback(null), []);
  const value = useMemo(() => ({ lastCallback, record, clear }), [lastCallback, record, clear]);
  return <OAuthCallbackContext.Provider value={value}>{children}</OAuthCallbackContext.Provider>;
}
