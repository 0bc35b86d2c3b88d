import { z } from 'zod';
import { ACCOUNT_DELETION_MESSAGES as M } from './messages';

/**
 * DELETE /users/me. `code` is the two-step login code: accepted here and passed to the server's
 * second-factor check (wired by the integrator once two-step login exists).
 */
export const accountDeletionSchema = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(200, M.passwordWrong),
  confirm_username: z
    .string({ error: M.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, M.usernameRequired)
    .max(100, M.usernameMismatch),
  code: z
    .string({ error: M.codeWrong })
    .trim()
    .max(20, M.codeWrong)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
export type AccountDeletionValues = z.output<typeof accountDeletionSchema>;
