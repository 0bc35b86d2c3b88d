/**
 * What the login and register forms validate with, as one module loaded on demand (auth-validation.ts).
 * The screens import '@enlaza/shared/auth' for its texts, so importing that index lazily would load
 * nothing lazily: this module is the split point, and the bundler leaves the schemas and zod out of
 * the first load.
 */
export { loginSchema, registerFormSchema } from '@enlaza/shared/auth';
export { validateForm } from '@enlaza/shared/validation';
