/**
 * The stream alert (issue 37): a page for OBS at `/overlay/{token}` that shows each approved donation
 * for 8 s, and the texts of its API and of the 'Integraciones' panel. No zod here: the overlay
 * page's small script reads these too.
 */

/** How long a card stays on screen. */
export const OVERLAY_CARD_MS = 8_000;
/** The page's size when the address names none (OBS's usual browser source). */
export const OVERLAY_DEFAULT_SIZE = { w: 800, h: 600 } as const;
/** Sizes accepted in `?w=&h=` (pixels); anything else falls back to the default. */
export const OVERLAY_SIZE_LIMITS = { min: 100, max: 3840 } as const;

/** The events of the overlay's live stream (`GET /api/overlay/{token}/live`). */
export const OVERLAY_ALERT_EVENT = 'alert';
export const OVERLAY_GOAL_EVENT = 'goal';

/** One card: only what the public page's 'Apoyos' already shows. */
export interface OverlayAlert {
  /** The donor's name, or 'Anónimo'. */
  name: string;
  /** Pesos; null when the donor or the creator hid amounts. */
  amount: number | null;
  /** Null when private, hidden by the creator or by a blocked word, or none. */
  message: string | null;
  /** A charge of a monthly subscription. */
  monthly: boolean;
  /** 'Probar alerta': a sample, not a real donation. */
  test: boolean;
}

export const OVERLAY_MESSAGES = {
  notFound: 'Esta alerta no existe o su dirección cambió. Copia la dirección nueva en Integraciones.',
  rotated: 'Listo: creamos una dirección nueva. La anterior ya no funciona; actualízala en OBS.',
  testSent: 'Enviamos una alerta de prueba a las alertas abiertas.',
  tooManyTests: 'Enviaste muchas pruebas seguidas. Espera un minuto y vuelve a intentarlo.',
} as const;

/** The sample card 'Probar alerta' shows. */
export const OVERLAY_SAMPLE: OverlayAlert = {
  name: 'Rocío',
  amount: 2_000,
  message: '¡Esto es una alerta de prueba!',
  monthly: false,
  test: true,
};

/** What the card and the goal bar say on the stream. */
export const OVERLAY_CARD_TEXTS = {
  pageTitle: 'Alerta para el stream',
  supported: (name: string) => `${name} te apoyó`,
  supportedMonthly: (name: string) => `${name} te apoya cada mes`,
  test: 'Prueba',
  goal: 'Meta',
} as const;

/** The panel on 'Integraciones'. */
export const OVERLAY_SCREEN_MESSAGES = {
  title: 'Alerta para el stream',
  intro:
    'Agrega esta dirección en OBS como fuente de navegador (800 × 600). Cada aporte aprobado aparece 8 segundos con el nombre, el monto y el mensaje, tal como se ven en tu página.',
  goalHint: 'Suma ?meta=1 al final de la dirección para mostrar también la barra de tu meta.',
  secretHint: 'No muestres esta dirección en el stream: quien la tenga puede ver tus alertas.',
  urlLabel: 'Dirección de la alerta',
  copy: 'Copiar',
  copied: 'Dirección copiada.',
  copyFailed: 'No pudimos copiar. Selecciona la dirección y cópiala a mano.',
  test: 'Probar alerta',
  rotate: 'Cambiar dirección',
  rotateTitle: 'Cambiar la dirección de la alerta',
  rotateConfirm:
    'La dirección actual dejará de funcionar y tendrás que poner la nueva en OBS. ¿Quieres cambiarla?',
  loadError: 'No pudimos cargar la alerta para el stream.',
} as const;
