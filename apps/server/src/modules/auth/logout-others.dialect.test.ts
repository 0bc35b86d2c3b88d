import { AUTH_MESSAGES, logoutOthersResponseSchema } from '@enlaza/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';

describe('POST /api/auth/logout-others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    return json<{ data: { token: string } }>(res).data.token;
  };
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const logoutOthers = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-others',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('ends every other session of the creator and keeps the current one', async () => {
    const creator = await registerCreator(t.app);
    const phone = await login(creator.body.email, creator.body.password);
    const laptop = await login(creator.body.email, creator.body.password);

    const res = await logoutOthers(phone);
    expect(res.statusCode).toBe(200);
    const body = logoutOthersResponseSchema.parse(json(res));
    expect(body).toEqual({ success: true, message: AUTH_MESSAGES.otherSessionsEnded, data: { ended: 2 } });

    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(creator.token)).statusCode).toBe(401);
    // Nothing else left to end.
    expect(json<{ data: { ended: number } }>(await logoutOthers(phone)).data.ended).toBe(0);
  });

  it('leaves other creators’ sessions alone', async () => {
    const ana = await registerCreator(t.app);
    const beto = await registerCreator(t.app);
    const betoElsewhere = await login(beto.body.email, beto.body.password);
    expect((await logoutOthers(ana.token)).statusCode).toBe(200);
    expect((await me(beto.token)).statusCode).toBe(200);
    expect((await me(betoElsewhere)).statusCode).toBe(200);
  });

  it('needs a live session', async () => {
    expect((await logoutOthers()).statusCode).toBe(401);
    expect((await logoutOthers('no-es-un-token')).statusCode).toBe(401);
  });
});
