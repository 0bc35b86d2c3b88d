import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES } from '@enlaza/shared/auth';
import type { AppPageData } from '@enlaza/shared/public';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

function embedded(html: string): AppPageData {
  const match = /<script id="enlaza-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as AppPageData) : {};
}

const ACCOUNT = { full_name: 'Ana Pérez', username: 'ana-forms', email: 'ana-forms@example.com' };
const PASSWORD = 'una-clave-larga';

describe('login and register posted without JavaScript (issue 38)', () => {
  const web = createWebDistFixture();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir } });
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  it('shows the Spanish field errors on the page with what was typed, never the password, and creates nothing', async () => {
    const res = await post(t, '/register', {
      ...ACCOUNT,
      email: 'no-es-un-email',
      password: '1',
      confirmPassword: '2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const form = embedded(res.body).authForm;
    expect(form?.errors.email).toBeTruthy();
    expect(form?.errors.acceptTerms).toBe(AUTH_MESSAGES.termsRequired);
    expect(form?.errors.confirmPassword).toBe(AUTH_MESSAGES.passwordsMismatch);
    expect(res.body).toContain(AUTH_MESSAGES.termsRequired);
    expect(res.body).toContain('value="Ana Pérez"');
    expect(res.body).not.toContain('value="1"');
    expect(
      await t.database.db.selectFrom('users').select('id').where('username', '=', 'ana-forms').execute(),
    ).toEqual([]);
  });

  it("answers an empty form with every message the app shows, the confirmation's included", async () => {
    const res = await post(t, '/register', { acceptTerms: 'on' });
    expect(res.statusCode).toBe(400);
    expect(embedded(res.body).authForm?.errors).toMatchObject({
      full_name: AUTH_MESSAGES.nameRequired,
      username: AUTH_MESSAGES.usernameRequired,
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
      confirmPassword: AUTH_MESSAGES.confirmRequired,
    });
    expect(res.body).toContain(AUTH_MESSAGES.confirmRequired);
  });

  it('signs up: the session handed to the app as the API would, with the device cookie', async () => {
    const res = await post(t, '/register', {
      ...ACCOUNT,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: 'on',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeTruthy();
    const { session, path } = embedded(res.body);
    expect(path).toBe('/dashboard');
    expect(session?.user.username).toBe('ana-forms');
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session?.token}` },
    });
    expect(me.statusCode).toBe(200);
    const taken = await post(t, '/register', {
      ...ACCOUNT,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: 'on',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain(AUTH_MESSAGES.emailTaken);
  });

  it('logs in, and a wrong password says so in Spanish on the page', async () => {
    const wrong = await post(t, '/login', { email: ACCOUNT.email, password: 'otra-clave-mala' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain(AUTH_MESSAGES.invalidCredentials);
    expect(embedded(wrong.body).authForm?.values.email).toBe(ACCOUNT.email);
    const right = await post(t, '/login', { email: ACCOUNT.email, password: PASSWORD, rememberMe: 'on' });
    expect(right.statusCode).toBe(200);
    expect(embedded(right.body).session).toMatchObject({ rememberMe: true, user: { username: 'ana-forms' } });
  });

  it('counts guesses like the API: the eleventh in a minute is refused with Retry-After', async () => {
    const email = 'nadie-forms@example.com';
    for (let i = 0; i < 10; i += 1) await post(t, '/login', { email, password: `clave-mala-${i}` });
    const refused = await post(t, '/login', { email, password: 'clave-mala-x' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(refused.body).toContain(AUTH_MESSAGES.tooManyLogins);
  });

  it("refuses another site's form and answers garbage with a page, never a 500", async () => {
    const elsewhere = await post(
      t,
      '/login',
      { email: ACCOUNT.email, password: PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).toContain(AUTH_MESSAGES.formFromElsewhere);
    expect(embedded(elsewhere.body).session).toBeUndefined();
    const origin = await post(t, '/register', { ...ACCOUNT }, { origin: 'https://otro.example' });
    expect(origin.statusCode).toBe(403);
    for (const payload of [
      '%%%',
      'email=a&email=b&password[]=x',
      'x'.repeat(5000),
      'challenge_token=abc&code=zz',
    ]) {
      for (const url of ['/login', '/register']) {
        const res = await t.app.inject({ method: 'POST', url, headers: FORM, payload });
        expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    const json = await t.app.inject({ method: 'POST', url: '/login', payload: { email: 1 } });
    expect(json.statusCode).toBeLessThan(500);
  });

  it('asks a two-step account for its code on the page, and signs in with a recovery code', async () => {
    const creator = await registerCreator(t.app);
    const api = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: creator.headers });
    const { secret } = json<{ data: { secret: string } }>(await api('/auth/2fa/setup')).data;
    const enabled = await api('/auth/2fa/enable', { code: await generate({ secret }) });
    const codes = json<{ data: { recovery_codes: string[] } }>(enabled).data.recovery_codes;

    const step = await post(t, '/login', { email: creator.body.email, password: creator.body.password });
    expect(step.statusCode).toBe(200);
    const challenge = embedded(step.body).authForm?.challenge;
    expect(challenge).toBeTruthy();
    expect(embedded(step.body).session).toBeUndefined();
    expect(step.body).toContain(TWO_FACTOR_MESSAGES.loginStepTitle);
    expect(step.body).toContain(`name="challenge_token" value="${challenge}"`);

    const wrong = await post(t, '/login', { challenge_token: String(challenge), code: '000000' });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(embedded(wrong.body).authForm?.challenge).toBe(challenge);
    const right = await post(t, '/login', {
      challenge_token: String(challenge),
      recovery_code: String(codes[0]),
    });
    expect(right.statusCode).toBe(200);
    expect(embedded(right.body).session?.user.username).toBe(creator.body.username);
  });
});
