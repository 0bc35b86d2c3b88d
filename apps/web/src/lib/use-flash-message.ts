import { useCallback, useEffect, useRef, useState } from 'react';

export type FlashTone = 'success' | 'error';

export interface Flash {
  tone: FlashTone;
  text: string;
  /** Changes on every show, so the same text twice is announced twice. */
  key: number;
}

/** Spec 02 §9: successes hide after 3 s; errors of the links view after 5 s. */
export const FLASH_SUCCESS_MS = 3000;
export const FLASH_ERROR_MS = 5000;

/** One screen-level message at a time that hides by itself after its own duration. */
export function useFlashMessage() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const counter = useRef(0);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFlash(null);
  }, []);

  const show = useCallback((tone: FlashTone, text: string, durationMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    counter.current += 1;
    setFlash({ tone, text, key: counter.current });
    timer.current = setTimeout(() => {
      timer.current = null;
      setFlash(null);
    }, durationMs);
  }, []);

  const showSuccess = useCallback(
    (text: string, durationMs = FLASH_SUCCESS_MS) => show('success', text, durationMs),
    [show],
  );
  const showError = useCallback(
    (text: string, durationMs = FLASH_ERROR_MS) => show('error', text, durationMs),
    [show],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { flash, showSuccess, showError, clear };
}
