/** Opens an email verification link (issue 22): offered by the auth module, used by /verificar-email. */
export interface EmailVerification {
  /** True when the token was a live link and the email is now verified; false otherwise. */
  verify(token: string): Promise<boolean>;
}
