/**
 * The account schemas and the validation library (zod, about 24 KB compressed), loaded on demand:
 * the server-rendered login and register pages paint and hydrate without them.
 */
export async function loadAuthValidation() {
  const [schemas, validation] = await Promise.all([
    import('@enlaza/shared/auth-schemas'),
    import('@enlaza/shared/validation'),
  ]);
  return {
    loginSchema: schemas.loginSchema,
    registerFormSchema: schemas.registerFormSchema,
    validateForm: validation.validateForm,
  };
}
