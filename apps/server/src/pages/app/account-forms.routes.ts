import { AUTH_MESSAGES, loginSchema, registerSchema, twoFactorVerifySchema } from '@enlaza/shared/auth';
import type { AppPageData, AuthFormState } from '@enlaza/shared/public';
import { validateForm } from '@enlaza/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, RetryLaterError } from '../../http/errors';
import { acceptFormPosts, formField } from '../../http/form-posts';
import { noStore, sendHtml } from '../../http/html-answers';
import type { SignedIn } from '../../ports/account-sign-in';
import type { PagesDeps } from '../pages-deps';

/** Renders login or register (the app's page) with what the form post left: values, errors, a code step. */
export type AccountPageRender = (request: FastifyRequest, path: string, data: AppPageData) => Promise<string>;
/** The page that hands a new session to the app (as the API's answer does) and opens the dashboard. */
export type SessionHandoff = (session: NonNullable<AppPageData['session']>) => string;

const LOGIN = '/login';
const REGISTER = '/register';

/**
 * Another site's form cannot sign a visitor in (login CSRF): browsers say where a post comes from
 * (Sec-Fetch-Site, else Origin); a post with neither header (an old browser) is taken as ours.
 */
function fromOurPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return true;
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}

const checked = (body: unknown, name: string) => formField(body, name) !== null;

/**
 * Login and register without JavaScript (issue 38): the pages' forms post here before (or without) the
 * app's script. The same schemas and service calls as the API (same rate limits and messages); field
 * errors come back on the page with what was typed, a correct password of an account with two-step
 * login asks for its code, and a session is handed to the app like the API's answer.
 */
export async function accountFormRoutes(
  app: FastifyInstance,
  deps: PagesDeps,
  render: AccountPageRender,
  handoff: SessionHandoff,
): Promise<void> {
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    form: AuthFormState,
    status: number,
  ) => sendHtml(noStore(reply), await render(request, path, { path, authForm: form }), status);

  const signedIn = (reply: FastifyReply, outcome: SignedIn, rememberMe: boolean) => {
    reply.header('set-cookie', outcome.deviceCookie);
    return sendHtml(noStore(reply), handoff({ ...outcome.payload, rememberMe }));
  };

  /** A service refusal as the page shows it: a field's message under it, anything else above the form. */
  const refused = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    error: unknown,
    form: AuthFormState,
  ) => {
    if (!(error instanceof AppError)) throw error;
    if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
    const errors: Record<string, string> = {};
    for (const e of error.errors ?? []) errors[e.field] = e.message;
    const formError = Object.keys(errors).length > 0 ? null : error.message;
    return page(request, reply, path, { ...form, errors, formError }, error.statusCode);
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.post(LOGIN, async (request, reply) => {
      const body = request.body;
      const rememberMe = checked(body, 'rememberMe');
      const email = formField(body, 'email') ?? '';
      const challenge = formField(body, 'challenge_token');
      if (!fromOurPages(request, deps.config.publicUrl)) {
        const form = {
          values: { email, rememberMe },
          errors: {},
          formError: AUTH_MESSAGES.formFromElsewhere,
        };
        return page(request, reply, LOGIN, form, 403);
      }
      if (challenge !== null) {
        const form: AuthFormState = { values: { rememberMe }, errors: {}, formError: null, challenge };
        const recovery = formField(body, 'recovery_code');
        const typed =
          recovery === null ? { code: formField(body, 'code') ?? '' } : { recovery_code: recovery };
        const input = validateForm(twoFactorVerifySchema, { challenge_token: challenge, ...typed });
        if (!input.ok) return page(request, reply, LOGIN, { ...form, errors: input.errors }, 400);
        try {
          const outcome = await deps.signIn.verifyLogin(input.data, request.ip);
          return signedIn(reply, outcome, rememberMe);
        } catch (error) {
          return refused(request, reply, LOGIN, error, form);
        }
      }
      const form: AuthFormState = { values: { email, rememberMe }, errors: {}, formError: null };
      const input = validateForm(loginSchema, { email, password: formField(body, 'password') ?? '' });
      if (!input.ok) return page(request, reply, LOGIN, { ...form, errors: input.errors }, 400);
      try {
        const outcome = await deps.signIn.login(input.data, request.ip, request.headers.cookie);
        if (outcome.deviceCookie !== undefined) return signedIn(reply, outcome, rememberMe);
        const codeStep = { ...form, challenge: outcome.payload.challenge_token };
        return page(request, reply, LOGIN, codeStep, 200);
      } catch (error) {
        return refused(request, reply, LOGIN, error, form);
      }
    });

    scope.post(REGISTER, async (request, reply) => {
      const body = request.body;
      const values = {
        full_name: formField(body, 'full_name') ?? '',
        username: (formField(body, 'username') ?? '').trim().toLowerCase(),
        email: formField(body, 'email') ?? '',
        acceptTerms: checked(body, 'acceptTerms'),
      };
      const form: AuthFormState = { values, errors: {}, formError: null };
      if (!fromOurPages(request, deps.config.publicUrl)) {
        return page(request, reply, REGISTER, { ...form, formError: AUTH_MESSAGES.formFromElsewhere }, 403);
      }
      const password = formField(body, 'password') ?? '';
      const input = validateForm(registerSchema, { ...values, password });
      const errors: Record<string, string> = input.ok ? {} : { ...input.errors };
      // As the app's form says it (registerFormSchema): an empty confirmation is asked for, not compared.
      const confirmPassword = formField(body, 'confirmPassword') ?? '';
      if (confirmPassword === '') errors.confirmPassword = AUTH_MESSAGES.confirmRequired;
      else if (password !== confirmPassword) errors.confirmPassword = AUTH_MESSAGES.passwordsMismatch;
      if (!values.acceptTerms) errors.acceptTerms = AUTH_MESSAGES.termsRequired;
      if (!input.ok || Object.keys(errors).length > 0) {
        return page(request, reply, REGISTER, { ...form, errors }, 400);
      }
      try {
        return signedIn(reply, await deps.signIn.register(input.data, request.ip), true);
      } catch (error) {
        return refused(request, reply, REGISTER, error, form);
      }
    });
  });
}
