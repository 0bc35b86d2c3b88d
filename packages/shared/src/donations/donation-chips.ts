import { z } from 'zod';
import { failures, noInput, ok, okWithMessage } from '../http/contract';
import { AMOUNT_INDEX_CHOICES } from '../indices/indexed-amounts';
import { LIMITS } from '../limits/limits';
import { formatARS, MONEY_MESSAGES } from '../money/money';
import { wholePesosWithin } from '../validation/whole-pesos';
import { DONATION_LIMITS } from './messages';

/**
 * The creator's own suggested amounts (issue 33): three chips on the donation form, optionally kept
 * 'en pesos de hoy' by an index. Without them every form keeps its default chips.
 */

export const DONATION_CHIP_FIELDS = ['amount_1', 'amount_2', 'amount_3'] as const;

export const DONATION_CHIPS_MESSAGES = {
  amountRequired: 'Ingresa un monto para este botón',
  get amountMin() {
    return `El monto mínimo es ${formatARS(LIMITS.donationMin)}`;
  },
  get amountMax() {
    return `El monto máximo es ${formatARS(DONATION_LIMITS.amountMax)}`;
  },
  indexInvalid: 'Elige cómo se ajustan los montos: sin ajuste, inflación (IPC) o UVA',
  saved: 'Guardamos tus montos sugeridos',
  reset: 'Listo: tu página vuelve a los montos sugeridos de siempre',
  title: 'Montos sugeridos',
  intro: 'Elige los tres montos que aparecen como botones al aportar en tu página.',
  fieldLabel: (n: number) => `Monto ${n} (en pesos)`,
  indexLabel: 'Mantener los montos en pesos de hoy',
  indexOptions: {
    none: 'Sin ajuste',
    ipc: 'Ajustar por inflación (IPC del INDEC)',
    uva: 'Ajustar por UVA (BCRA)',
  },
  todayLine: (amounts: string) => `Hoy se muestran: ${amounts}`,
  save: 'Guardar montos',
  useDefaults: 'Volver a los montos de siempre',
  loadFailed: 'No pudimos cargar tus montos sugeridos',
  saveFailed: 'No pudimos guardar tus montos sugeridos',
} as const;

const M = DONATION_CHIPS_MESSAGES;

/** Whole pesos through Money.parseWholePesos ('1.500' is 1500), within the donation limits. */
const chipAmount = wholePesosWithin(LIMITS.donationMin, DONATION_LIMITS.amountMax, {
  missing: M.amountRequired,
  invalid: MONEY_MESSAGES.wholePesos,
  negative: M.amountMin,
  centavos: MONEY_MESSAGES.wholePesos,
  min: M.amountMin,
  max: M.amountMax,
});

/** PUT /donation-chips: the three amounts (whole pesos) and the index they follow. */
export const donationChipsSchema = z.object({
  amount_1: chipAmount,
  amount_2: chipAmount,
  amount_3: chipAmount,
  indexed_by: z.enum(AMOUNT_INDEX_CHOICES, { error: M.indexInvalid }),
});
export type DonationChipsInput = z.input<typeof donationChipsSchema>;
export type DonationChipsValues = z.output<typeof donationChipsSchema>;

/** What the creator's editor shows: null `amounts` while the defaults are used. */
export const donationChipsResponseSchema = z.object({
  /** The amounts as the creator set them (pesos), or null: the default chips. */
  amounts: z.array(z.number()).nullable(),
  /** Today's amounts (pesos), as the public page shows them; null with the defaults. */
  today_amounts: z.array(z.number()).nullable(),
  indexed_by: z.enum(AMOUNT_INDEX_CHOICES),
  /** The day the amounts were set ('YYYY-MM-DD'), null with the defaults. */
  base_day: z.string().nullable(),
});
export type DonationChips = z.infer<typeof donationChipsResponseSchema>;

const oneSet = z.object({ chips: donationChipsResponseSchema });

export const donationChipsContract = {
  get: { querystring: noInput, response: { 200: ok(oneSet), ...failures(401) } },
  update: { body: donationChipsSchema, response: { 200: okWithMessage(oneSet), ...failures(400, 401) } },
  remove: { querystring: noInput, response: { 200: okWithMessage(oneSet), ...failures(401) } },
} as const;
