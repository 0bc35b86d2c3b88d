/** The page a verification link opens (/verificar-email): the result, and the way to the dashboard. */
export interface VerifyEmailPage {
  kind: 'verify-email';
  verified: boolean;
}
