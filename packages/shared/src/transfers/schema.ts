import { z } from 'zod';
import { MAX_ROW_ID } from '../http/contract';
import { wholePesosWithin } from '../validation/whole-pesos';
import { hasValidCbuCheckDigits } from './cbu';
import { TRANSFER_LIMITS as L, TRANSFER_MESSAGES as M } from './messages';

const ALIAS = /^[A-Za-z0-9.-]{6,20}$/;

/** A text field that may be left empty: trimmed, and '' or absent read as null. */
const optionalText = z
  .string({ error: M.aliasInvalid })
  .nullish()
  .transform((v) => {
    const trimmed = v?.trim() ?? '';
    return trimmed === '' ? null : trimmed;
  });

/** Whether the alias is 6–20 letters, digits, dots and hyphens. */
export function isValidAlias(alias: string): boolean {
  return ALIAS.test(alias);
}

/** The digits of a typed CVU or CBU (spaces and hyphens between groups ignored), or null if other characters are there. */
export function cvuDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** PUT /payments/transfer-details: an alias, a CVU or both, and the account holder's name. */
export const transferDetailsSchema = z
  .object({
    alias: optionalText,
    cvu: z
      .string({ error: M.cvuLength })
      .nullish()
      .transform((v) => {
        const trimmed = v?.trim() ?? '';
        return trimmed === '' ? null : trimmed;
      }),
    holder_name: z
      .string({ error: M.holderRequired })
      .trim()
      .min(1, M.holderRequired)
      .max(L.holderMax, M.holderTooLong),
  })
  .transform((values, ctx) => {
    if (values.alias !== null && !isValidAlias(values.alias)) {
      ctx.addIssue({ code: 'custom', path: ['alias'], message: M.aliasInvalid });
    }
    let cvu: string | null = null;
    if (values.cvu !== null) {
      const digits = cvuDigits(values.cvu);
      if (digits === null || digits.length !== 22) {
        ctx.addIssue({ code: 'custom', path: ['cvu'], message: M.cvuLength });
      } else if (!hasValidCbuCheckDigits(digits)) {
        ctx.addIssue({ code: 'custom', path: ['cvu'], message: M.cvuCheckDigits });
      } else {
        cvu = digits;
      }
    }
    if (values.alias === null && values.cvu === null) {
      ctx.addIssue({ code: 'custom', path: ['alias'], message: M.aliasOrCvuRequired });
    }
    return { alias: values.alias, cvu, holder_name: values.holder_name };
  });
export type TransferDetailsInput = z.input<typeof transferDetailsSchema>;
export type TransferDetailsValues = z.output<typeof transferDetailsSchema>;

/** The creator's details as they read them; `code` is what fans write in the concept. */
export const transferDetailsResponseSchema = z.object({
  alias: z.string().nullable(),
  cvu: z.string().nullable(),
  holder_name: z.string(),
  code: z.string(),
});
export type TransferDetails = z.infer<typeof transferDetailsResponseSchema>;

/** Whole pesos, read as every amount a person types (Money.parseWholePesos: '2.000' is 2000). */
const transferAmount = wholePesosWithin(L.amountMin, L.amountMax, {
  missing: M.amountRequired,
  invalid: M.amountInvalid,
  negative: M.amountNegative,
  centavos: M.amountCentavos,
  min: M.amountMin,
  max: M.amountMax,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When the transfer arrived: a day ('2026-11-28', read as noon in Argentina) or an instant with its
 * offset; absent or empty is now. Answered as an ISO instant (UTC), or null for now.
 */
const receivedAt = z
  .string({ error: M.receivedAtInvalid })
  .nullish()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') return null;
    const text = DAY.test(trimmed) ? `${trimmed}T12:00:00-03:00` : trimmed;
    const instant = new Date(text);
    const shaped = DAY.test(trimmed) || z.iso.datetime({ offset: true }).safeParse(trimmed).success;
    if (!shaped || Number.isNaN(instant.getTime())) {
      ctx.addIssue({ code: 'custom', message: M.receivedAtInvalid });
      return z.NEVER;
    }
    return instant.toISOString();
  });

/** POST /transfers: what arrived, confirmed by the creator. */
export const transferCreateSchema = z.object({
  amount: transferAmount,
  note: z
    .string({ error: M.noteTooLong })
    .trim()
    .max(L.noteMax, M.noteTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
  event_id: z
    .number({ error: M.eventIdInvalid })
    .int(M.eventIdInvalid)
    .min(1, M.eventIdInvalid)
    .max(MAX_ROW_ID, M.eventIdInvalid)
    .nullish()
    .transform((v) => v ?? null),
  received_at: receivedAt,
});
export type TransferCreateInput = z.input<typeof transferCreateSchema>;
export type TransferCreateValues = z.output<typeof transferCreateSchema>;

/** A confirmed transfer as its creator reads it; `amount` in pesos; `label` is how it is counted. */
export const confirmedTransferSchema = z.object({
  id: z.number(),
  amount: z.number(),
  note: z.string().nullable(),
  label: z.string(),
  received_at: z.string(),
  created_at: z.string(),
  goal: z.object({ id: z.number(), title: z.string() }).nullable(),
  event: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type ConfirmedTransfer = z.infer<typeof confirmedTransferSchema>;

/** The 'Transferir' block of the public page: what a fan needs to transfer. */
export const publicTransferSchema = z.object({
  alias: z.string().nullable(),
  cvu: z.string().nullable(),
  holder_name: z.string(),
  code: z.string(),
});
export type PublicTransfer = z.infer<typeof publicTransferSchema>;
