import type { AppDeps } from '../../app-deps';
import { creatorTokens } from './creator-tokens';

/**
 * Whether a creator can receive donations right now: an authorized connection with the payment
 * provider configured on this server. Public pages use it to offer the donation form or to say that
 * donations are not available yet.
 */
export async function canReceiveDonations(deps: AppDeps, creatorId: number): Promise<boolean> {
  const tokens = creatorTokens(deps);
  return tokens.usable(await tokens.connections.find(creatorId));
}
