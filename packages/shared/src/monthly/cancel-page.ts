import { MONTHLY_PUBLIC_MESSAGES } from './public-texts';

/**
 * The public cancel page ('botón de baja', /baja): no account, no login. The supporter asks for a
 * link by email; the link lists that email's open subscriptions with 'Dar de baja' for each.
 */

/** One open subscription as the cancel page lists it (to its own supporter only). */
export interface CancelListItem {
  id: string;
  creator_name: string;
  tier_name: string;
  /** Pesos per charge: per month, or per year when `frequency` is 'yearly' (issue 34). */
  amount: number;
  /** Absent reads as 'monthly'. */
  frequency?: 'monthly' | 'yearly';
  status: 'pending' | 'authorized' | 'paused';
}

/** Where a 'Dar de baja' form posts and what it carries. */
export interface CancelCredential {
  /** The mailed token: it works until every subscription it lists is cancelled, or 24 h. */
  kind: 'link';
  value: string;
}

export type MonthlyCancelPage =
  | {
      kind: 'monthly-cancel';
      view: 'request';
      /** The form was sent: the one answer for any email. */
      sent: boolean;
      email: string;
      error: string | null;
    }
  | {
      kind: 'monthly-cancel';
      view: 'list';
      credential: CancelCredential;
      items: CancelListItem[];
      /** The cancellation just made, when the list comes after one. */
      done: { creator_name: string; tier_name: string; code: string } | null;
      error: string | null;
    }
  | { kind: 'monthly-cancel'; view: 'invalid' };

/** The paths of the cancel page. */
/** The token rides in the query string and the form body only: the request log drops both. */
export const CANCEL_PATHS = {
  request: MONTHLY_PUBLIC_MESSAGES.cancelPath,
  link: '/baja/enlace',
  linkWithToken: (token: string) => `/baja/enlace?token=${encodeURIComponent(token)}`,
  /** POST: `subscription_id` and the mailed `token`. */
  cancel: '/baja/cancelar',
} as const;

export const MONTHLY_CANCEL_MESSAGES = {
  intro: MONTHLY_PUBLIC_MESSAGES.cancelPageIntro,
  listTitle: 'Tus aportes mensuales',
  listIntro:
    'Elige el aporte mensual que quieres dar de baja. Se cancela en Mercado Pago y no se te cobrará más.',
  empty: 'No tienes aportes mensuales activos con este email.',
  perMonth: (amount: string) => `${amount} por mes`,
  perYear: (amount: string) => `${amount} por año`,
  doneTitle: 'Aporte mensual dado de baja',
  done: (tier: string, creator: string) => `Tu aporte mensual «${tier}» a ${creator} fue dado de baja.`,
  codeHint: 'Guarda este código: también te lo enviamos por email.',
  requestAgain: 'Pedir un enlace nuevo',
  tooMany: 'Demasiados intentos. Espera unos minutos e intenta de nuevo.',
  footerLink: MONTHLY_PUBLIC_MESSAGES.cancelPageTitle,
  linkMail: {
    subject: 'Tu enlace para dar de baja aportes mensuales',
    heading: 'Dar de baja un aporte mensual',
    intro:
      'Recibimos un pedido para dar de baja los aportes mensuales de este email. Abre el enlace para elegir cuáles (vale por 24 horas y sirve para todos tus aportes mensuales):',
    cta: 'Ver mis aportes mensuales',
    ignore: 'Si no fuiste tú, ignora este mensaje: tus aportes siguen igual.',
  },
  confirmationMail: {
    subject: (creator: string) => `Diste de baja tu aporte mensual a ${creator}`,
    preview: (code: string) => `Código de baja: ${code}`,
    heading: 'Aporte mensual dado de baja',
    intro: (tier: string, creator: string) =>
      `Tu aporte mensual «${tier}» a ${creator} fue dado de baja: no se te cobrará más.`,
    creator: 'Creador',
    tier: 'Nivel',
    amount: 'Monto mensual',
    date: 'Fecha y hora (hora argentina)',
    code: 'Código de baja',
    cta: 'Dar de baja otro aporte mensual',
    why: 'Recibes este correo porque diste de baja un aporte mensual en Enlazá.',
  },
} as const;
