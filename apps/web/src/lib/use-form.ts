import type { FieldError } from '@enlaza/shared/http';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** Per-field clean-ups applied to every value a field takes, typed or adopted (e.g. a username's characters). */
export type FieldNormalizers<V> = { [K in keyof V]?: (value: V[K]) => V[K] };

/**
 * Controlled form state with per-field errors. After errors are shown, focus moves to the first field
 * marked aria-invalid in document order.
 */
export function useForm<V extends Record<string, string | boolean>>(
  initial: V,
  normalizers: FieldNormalizers<V> = {},
  /** Errors the server rendered the form with (a post without JavaScript). */
  initialErrors: FieldErrors<V> = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>(initialErrors);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // A server-rendered form can be typed into before it hydrates: what the fields already hold counts.
  // Before paint and before any event replayed after hydration reads the values.
  const initialRef = useRef(initial);
  const normalizersRef = useRef(normalizers);
  normalizersRef.current = normalizers;
  const normalized = useCallback(<K extends keyof V>(name: K, value: V[K]): V[K] => {
    const normalize = normalizersRef.current[name];
    return normalize ? normalize(value) : value;
  }, []);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<string, string | boolean>> = {};
    for (const [name, start] of Object.entries(initialRef.current)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      const now =
        field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
      if (typeof now === typeof start && now !== start) typed[name] = normalized(name, now as V[keyof V]);
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [normalized]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: normalized(name, value) }));
      setErrors((current) => {
        if (!current[name]) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    [normalized],
  );

  const showErrors = useCallback((next: FieldErrors<V>) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusRequest((n) => n + 1);
  }, []);

  // A server-rendered form submitted before its script runs goes as a plain request to the page's own
  // address: forms post (never values in a URL); forms the server does not take wait for this flag.
  const hydrated = useHydrated();

  return { values, setValue, setValues, errors, showErrors, formRef, hydrated };
}

/**
 * Server field errors `{field, message}` mapped onto the form's fields (first message per field).
 * `aliases` redirects server field names to form fields (e.g. token → password).
 */
export function mapServerErrors<V>(
  errors: readonly FieldError[],
  fields: ReadonlyArray<keyof V & string>,
  aliases: Partial<Record<string, keyof V & string>> = {},
): FieldErrors<V> {
  const out: FieldErrors<V> = {};
  for (const { field, message } of errors) {
    const target = aliases[field] ?? (fields as readonly string[]).find((f) => f === field);
    if (target && !out[target as keyof V & string]) out[target as keyof V & string] = message;
  }
  return out;
}
