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

/** What a person does first on a page with a form: touch, click, type or move the focus. */
const FIRST_INPUT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Starts the download at the person's first input on the page (typing an email and a password takes
 * longer than the download), not as the form hydrates: its four files and the schemas' evaluation
 * stay off the main thread while the page comes alive. The answer gives it at submit time, or null
 * when it could not be loaded (offline, a failed download).
 */
export function useAuthValidation() {
  useEffect(() => {
    const start = () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
      loadAuthValidation().catch(() => undefined);
    };
    for (const type of FIRST_INPUT) document.addEventListener(type, start, true);
    return () => {
      for (const type of FIRST_INPUT) document.removeEventListener(type, start, true);
    };
  }, []);
  return useCallback(() => loadAuthValidation().catch(() => null), []);
}
