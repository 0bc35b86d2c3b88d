/** What an account's access at an outside provider consists of: its account id and the tokens we held. */
export interface ProviderGrant {
  accountId: string;
  accessToken: string | null;
  refreshToken: string | null;
}

/** 'revoked' at the provider, or 'unsupported': the provider documents no way to revoke a grant. */
export type RevocationOutcome = 'revoked' | 'unsupported';
