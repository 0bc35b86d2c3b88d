import { z } from 'zod';
import { type Answer, failures, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { twoFactorDisableSchema, twoFactorEnableSchema } from './two-factor-schema';

/** What a correct password answers when the account asks for a code: no session yet. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number(),
});

/** Two-step login (issue 22), the signed-in creator's part; the login's code step is `authContract.verifyTwoFactor`. */
export const twoFactorContract = {
  status: { querystring: noInput, response: { 200: ok(twoFactorStatusSchema), ...failures(401) } },
  /** Reads no body. The secret leaves the server only here, before the setup is confirmed. */
  setup: {
    body: z.unknown(),
    response: {
      200: ok(z.object({ secret: z.string(), otpauth_url: z.string() })),
      ...failures(401, 409),
    },
  },
  enable: {
    body: twoFactorEnableSchema,
    response: {
      200: okWithMessage(z.object({ recovery_codes: z.array(z.string()) })),
      ...failures(400, 401, 409, 429),
    },
  },
  disable: { body: twoFactorDisableSchema, response: { 200: okMessage, ...failures(400, 401, 409, 429) } },
} as const;

export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export type TwoFactorStatusAnswer = Answer<typeof twoFactorContract.status>;
export type TwoFactorSetupAnswer = Answer<typeof twoFactorContract.setup>;
export type TwoFactorEnableAnswer = Answer<typeof twoFactorContract.enable>;
