import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Deployment, sharedServicesConfigured, startDeployment } from '../../../test/server-copies';
import { newCreator, testDialect } from '../../../test/test-app';
import { KNOWN_DEVICE_COOKIE } from './known-device';

/** Two copies on one PostgreSQL and one Redis (counters in Redis), in the PostgreSQL pass only. */
const runsInThisPass = sharedServicesConfigured() && testDialect() === 'postgres';

describe.runIf(runsInThisPass)('a known device behind a load balancer', () => {
  let deployment: Deployment;
  const copy = (i: number) => deployment.copies[i % 2]?.url ?? '';

  beforeAll(async () => {
    deployment = await startDeployment({ env: { TRUST_PROXY: 'true' } });
  }, 180_000);
  afterAll(() => deployment?.stop());

  function post(url: string, path: string, body: unknown, address: string, cookie?: string) {
    return fetch(`${url}/api/auth/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  it('is recognised by the other copy while the account-wide lock, counted across both, holds for everyone else', async () => {
    const creator = newCreator();
    expect((await post(copy(0), 'register', creator, '192.0.2.10')).status).toBe(201);
    const credentials = { email: creator.email, password: creator.password };
    const first = await post(copy(0), 'login', credentials, '192.0.2.10');
    expect(first.status).toBe(200);
    const cookie = first.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${KNOWN_DEVICE_COOKIE}=`))
      ?.split(';')[0];
    expect(cookie).toBeDefined();

    for (let i = 0; i < 30; i++) {
      const guess = await post(
        copy(i),
        'login',
        { ...credentials, password: 'adivinanza' },
        `203.0.113.${i + 1}`,
      );
      expect(guess.status).toBe(401);
    }
    for (const i of [0, 1]) {
      expect(
        (await post(copy(i), 'login', { ...credentials, password: 'adivinanza' }, '203.0.113.99')).status,
      ).toBe(429);
      expect((await post(copy(i), 'login', credentials, '198.51.100.7')).status).toBe(429);
      expect((await post(copy(i), 'login', credentials, '192.0.2.10', cookie)).status).toBe(200);
    }
  });
});
