import { AUTH_MESSAGES } from '@enlaza/shared/auth';

/**
 * The shared form schemas compare the passwords only once every other field is valid; the form reports
 * a mismatch together with the other errors so it is not discovered one submit later.
 */
export function withPasswordMatch<E extends { confirmPassword?: string }>(
  errors: E,
  values: { password: string; confirmPassword: string },
): E {
  if (errors.confirmPassword || !values.confirmPassword || values.password === values.confirmPassword) {
    return errors;
  }
  return { ...errors, confirmPassword: AUTH_MESSAGES.passwordsMismatch };
}
