import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { OAuthTokens } from '../payments-port';

/**
 * The simulator's codes and tokens name the simulated seller they belong to, so it can answer
 * for them without keeping a token table: `SIM-<seller>-…`, `APP_USR-SIM-<seller>-…`, `TG-SIM-<seller>-…`.
 */
const PREFIX = { code: 'SIM', access: 'APP_USR-SIM', refresh: 'TG-SIM' } as const;
type Kind = keyof typeof PREFIX;

const SECONDS_180_DAYS = 15_552_000;

export function newSellerId(): string {
  return String(randomInt(100_000_000, 999_999_999));
}

/**
 * The simulated Mercado Pago account of a creator: always the same one, as a real account keeps
 * its user_id, so reconnecting after a revocation reaches the same payments.
 */
export function sellerIdFor(creatorId: number): string {
  const n = createHash('sha256').update(`enlaza-simulated-seller:${creatorId}`).digest().readUInt32BE(0);
  return String(100_000_000 + (n % 900_000_000));
}

function mint(kind: Kind, sellerId: string): string {
  return `${PREFIX[kind]}-${sellerId}-${randomBytes(16).toString('hex')}`;
}

export function newAuthorizationCode(sellerId: string): string {
  return mint('code', sellerId);
}

/** The seller a simulated code or token belongs to, or null when it is not one of ours. */
export function sellerOf(kind: Kind, value: string): string | null {
  const match = new RegExp(`^${PREFIX[kind]}-(\\d{9})-[0-9a-f]{32}$`).exec(value);
  return match?.[1] ?? null;
}

export function mintGrant(sellerId: string): OAuthTokens {
  return {
    access_token: mint('access', sellerId),
    refresh_token: mint('refresh', sellerId),
    user_id: sellerId,
    public_key: `APP_USR-SIM-PUB-${randomBytes(12).toString('hex')}`,
    live_mode: false,
    expires_in: SECONDS_180_DAYS,
  };
}

export function simulatedEmail(sellerId: string): string {
  return `vendedor-${sellerId}@simulador.mercadopago.test`;
}
