import { useCallback, useEffect } from 'react';

/**
 * The account schemas and the validation library (zod, about 24 KB compressed), loaded on demand:
 * the server-rendered login and register pages paint and hydrate without them.
 */
async function loadAuthValidation() {
  const forms = await import('./auth-forms');
  return {
    loginSchema: forms.loginSchema,
    registerFormSchema: forms.registerFormSchema,
    validateForm: forms.validateForm,
  };
}

/**
 * Starts the download once the form is on screen, so it is there by the first submit; the answer
 * gives it at submit time, or null when it could not be loaded (offline, a failed download).
 */
export function useAuthValidation() {
  useEffect(() => {
    loadAuthValidation().catch(() => undefined);
  }, []);
  return useCallback(() => loadAuthValidation().catch(() => null), []);
}
