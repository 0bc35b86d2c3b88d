import type { MusicPort } from '../../src/integrations/music/music-port';
import type { ProviderGrant, RevocationOutcome } from '../../src/integrations/provider-grant';

/** The music provider's revocation (Spotify documents none: 'unsupported' unless told otherwise). */
export class FakeMusic implements Pick<MusicPort, 'revokeAccess'> {
  readonly revoked: ProviderGrant[] = [];
  revocation: RevocationOutcome = 'unsupported';
  failure: Error | null = null;

  async revokeAccess(grant: ProviderGrant): Promise<RevocationOutcome> {
    if (this.failure) throw this.failure;
    this.revoked.push(grant);
    return this.revocation;
  }
}
