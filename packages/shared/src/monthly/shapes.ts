import { formatARS, Money } from '../money/money';
import { MONTHLY_LIMITS } from './messages';

/**
 * The shapes of a monthly tier (issue 34): yearly billing, pay what you want ('Monto libre') and a
 * first free month; the subscribe form's `frecuencia` and `monto`. No zod here: the public page's
 * script may import the texts.
 */
export const MONTHLY_FREQUENCIES = ['monthly', 'yearly'] as const;
export type MonthlyFrequency = (typeof MONTHLY_FREQUENCIES)[number];

/** The subscribe form's `frecuencia` values (and the tier link's `?frecuencia=`). */
export const FREQUENCY_FORM_VALUES = { mensual: 'monthly', anual: 'yearly' } as const;
export type FrequencyFormValue = keyof typeof FREQUENCY_FORM_VALUES;

export function frequencyOfForm(value: unknown): MonthlyFrequency | null {
  return value === 'mensual' || value === 'anual' ? FREQUENCY_FORM_VALUES[value] : null;
}

/** Months between two charges of each frequency (the provider's `auto_recurring.frequency`). */
export const FREQUENCY_MONTHS: Record<MonthlyFrequency, 1 | 12> = { monthly: 1, yearly: 12 };

export const MONTHLY_SHAPE_MESSAGES = {
  perYear: 'por año',
  yearlyLabel: 'Monto anual (opcional)',
  yearlyHint: 'Déjalo vacío si no ofreces este nivel por año. Un monto menor a 12 meses es un descuento.',
  yearlyInvalid: 'El monto anual debe ser un número entero de pesos',
  yearlyMin: `El monto anual mínimo es $ ${MONTHLY_LIMITS.amountMin}`,
  yearlyMax: 'El monto anual máximo es $ 250.000',
  yearlyWithOpen: 'Un nivel con monto libre se cobra solo por mes: deja vacío el monto anual',
  openLabel: 'Monto libre: mínimo (opcional)',
  openHint: 'Si lo completas, cada persona elige cuánto aportar, desde este mínimo.',
  openInvalid: 'El mínimo debe ser un número entero de pesos',
  openMin: `El mínimo no puede ser menor a $ ${MONTHLY_LIMITS.amountMin}`,
  openMax: 'El mínimo no puede ser mayor a $ 250.000',
  openAboveAmount: 'El mínimo no puede ser mayor que el monto del nivel',
  freeTrialLabel: 'Primer mes gratis',
  freeTrialInvalid: 'El primer mes gratis no es válido',
  freeTrial: 'Primer mes gratis',
  openAmount: 'Monto libre',
  from: (pesos: number) => `desde ${formatARS(pesos)}`,
  monthsSaved: (months: number) => (months === 1 ? 'Ahorras 1 mes' : `Ahorras ${months} meses`),
  yearlyPrice: (pesos: number) => `${formatARS(pesos)} por año`,
  // The subscribe form
  frequencyLegend: 'Frecuencia',
  monthly: 'Mensual',
  yearly: 'Anual',
  frequencyInvalid: 'Elige mensual o anual',
  yearlyNotOffered: 'Este nivel no se ofrece por año',
  amountLabel: 'Monto por mes',
  amountHint: (minPesos: number) => `Elige cuánto aportar por mes, desde ${formatARS(minPesos)}.`,
  amountRequired: 'Ingresa el monto que quieres aportar',
  amountInvalid: 'Ingresa el monto en pesos enteros, sin centavos (por ejemplo 2.500)',
  amountBelowMin: (minPesos: number) => `El monto mínimo de este nivel es ${formatARS(minPesos)}`,
  amountAboveMax: `El monto máximo por cobro es ${formatARS(MONTHLY_LIMITS.amountMax)}`,
  yearlyIntro: 'Cada año se cobrará este monto con Mercado Pago hasta que te des de baja.',
  freeTrialIntro: 'El primer mes es gratis: el primer cobro llega un mes después de suscribirte.',
  // Supporters list and share dialog
  frequencyLabels: { monthly: 'Mensual', yearly: 'Anual' } as Record<MonthlyFrequency, string>,
  copyAmountLink: 'Copiar enlace con monto',
  copyYearlyLink: 'Copiar enlace anual',
  linkCopied: 'Enlace copiado:',
  presetLinks: {
    title: 'Enlaces para compartir',
    intro: 'Comparte un enlace que abre el formulario ya completo.',
    amount: 'Monto del aporte único',
    copyFailed: 'No pudimos copiar el enlace. Cópialo a mano:',
  },
} as const;

/**
 * Whole months a yearly price saves against 12 monthly charges ('Ahorras 2 meses' when yearly is
 * 10× monthly); 0 when it saves less than a month.
 */
export function monthsSaved(monthlyPesos: number, yearlyPesos: number): number {
  if (!(monthlyPesos > 0) || !(yearlyPesos > 0)) return 0;
  return Math.max(0, Math.floor((12 * monthlyPesos - yearlyPesos) / monthlyPesos));
}

export type OpenAmountCheck = { ok: true; pesos: number } | { ok: false; message: string };

/**
 * The supporter's amount on an open tier: whole pesos through the one parser ('1.500' is 1500),
 * at least the tier's minimum and at most the provider's maximum per charge.
 */
export function checkOpenAmount(raw: unknown, minPesos: number): OpenAmountCheck {
  const M = MONTHLY_SHAPE_MESSAGES;
  if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim())) {
    return { ok: false, message: M.amountRequired };
  }
  const parsed = Money.parseWholePesos(raw);
  if (!parsed.ok) return { ok: false, message: M.amountInvalid };
  if (parsed.money.compare(Money.fromPesos(minPesos)) < 0) {
    return { ok: false, message: M.amountBelowMin(minPesos) };
  }
  if (parsed.money.compare(Money.fromPesos(MONTHLY_LIMITS.amountMax)) > 0) {
    return { ok: false, message: M.amountAboveMax };
  }
  return { ok: true, pesos: parsed.money.pesos };
}

/** A yearly amount counted in the monthly income: its twelfth, rounded to whole pesos. */
export function monthlyShareOfYearly(yearly: Money): Money {
  return yearly.averageOver(12).roundedToPesos();
}

/** What the subscribe form chose besides who subscribes: how often, and the open tier's amount. */
export interface SubscribeShape {
  frequency: MonthlyFrequency;
  /** An open tier's amount per charge as typed ('1.500') or sent (1500), checked by the service; null on a fixed one. */
  amount: string | number | null;
}
