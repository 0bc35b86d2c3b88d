import { TWO_FACTOR_MESSAGES as M } from '@enlaza/shared/auth';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { FakeTwoFactorStore } from '../../../test/fakes/fake-two-factor-store';
import { FakePasswordHasher, FakeSessions, FakeUsers } from '../../../test/fakes/fake-users';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { TwoFactorService } from './two-factor.service';

const IP = '203.0.113.9';
const PASSWORD = 'clave-segura-123';

async function build() {
  const rows = new FakeTwoFactorStore();
  const users = new FakeUsers();
  const sessions = new FakeSessions();
  const clock = new TestClock(new Date('2026-11-20T12:00:00.000Z'));
  const service = new TwoFactorService(
    {
      config: unitConfig(),
      database: noDatabase,
      clock,
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
      passwordHasher: new FakePasswordHasher(),
      sessions,
    },
    { rows, users },
  );
  await users.add({ id: 1, password: PASSWORD });
  return { service, rows, sessions, clock };
}

/** The app's code for `secret` at the clock's time. */
const appCode = (secret: string, clock: TestClock) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** Two-step login turned on for account 1: its secret and recovery codes. */
async function enabled(setup: Awaited<ReturnType<typeof build>>) {
  const { secret } = await setup.service.setup(1);
  const codes = await setup.service.enable(1, await appCode(secret, setup.clock), IP);
  setup.clock.advance(30_000);
  return { secret, codes };
}

describe('TwoFactorService (fakes, no database)', () => {
  it('turns on with a right code only, keeping the secret sealed and ten codes as hashes', async () => {
    const setup = await build();
    const { secret } = await setup.service.setup(1);
    await expect(setup.service.enable(1, '000000', IP)).rejects.toMatchObject({ message: M.codeInvalid });
    expect(await setup.service.isEnabled(1)).toBe(false);
    const codes = await setup.service.enable(1, await appCode(secret, setup.clock), IP);
    expect(codes).toHaveLength(10);
    expect(setup.rows.secrets[0]?.secret_sealed).not.toContain(secret);
    expect(setup.rows.codes.map((c) => c.code_hash)).not.toContain(codes[0]);
    expect(await setup.service.status(1)).toEqual({ enabled: true, recovery_codes_left: 10 });
    await expect(setup.service.setup(1)).rejects.toMatchObject({
      statusCode: 409,
      message: M.alreadyEnabled,
    });
  });

  it('login: a wrong code is refused and the challenge stays open; the right one opens a session once', async () => {
    const setup = await build();
    const { secret } = await enabled(setup);
    const challenge = await setup.service.challenge(1, undefined);
    await expect(
      setup.service.verifyLogin({ challenge_token: challenge, code: '123456' }, IP),
    ).rejects.toMatchObject({
      errors: [{ field: 'code', message: M.codeInvalid }],
    });
    expect(setup.sessions.opened).toHaveLength(0);
    const code = await appCode(secret, setup.clock);
    const outcome = await setup.service.verifyLogin({ challenge_token: challenge, code }, IP);
    expect(outcome.payload.token).toBe(setup.sessions.opened[0]?.token);
    // The same challenge cannot be used again.
    await expect(setup.service.verifyLogin({ challenge_token: challenge, code }, IP)).rejects.toMatchObject({
      statusCode: 401,
      message: M.challengeExpired,
    });
  });

  it('an app code is taken once, even on a new challenge', async () => {
    const setup = await build();
    const { secret } = await enabled(setup);
    const code = await appCode(secret, setup.clock);
    await setup.service.verifyLogin(
      { challenge_token: await setup.service.challenge(1, undefined), code },
      IP,
    );
    const again = await setup.service.challenge(1, undefined);
    await expect(setup.service.verifyLogin({ challenge_token: again, code }, IP)).rejects.toMatchObject({
      message: M.codeInvalid,
    });
  });

  it('a recovery code works once; a used one is refused', async () => {
    const setup = await build();
    const { codes } = await enabled(setup);
    const recovery = (codes[3] ?? '').toUpperCase();
    const first = await setup.service.challenge(1, undefined);
    await setup.service.verifyLogin({ challenge_token: first, recovery_code: recovery }, IP);
    expect(await setup.service.status(1)).toEqual({ enabled: true, recovery_codes_left: 9 });
    const second = await setup.service.challenge(1, undefined);
    await expect(
      setup.service.verifyLogin({ challenge_token: second, recovery_code: recovery }, IP),
    ).rejects.toMatchObject({ errors: [{ field: 'recovery_code', message: M.recoveryCodeInvalid }] });
  });

  it('a challenge expires after five minutes', async () => {
    const setup = await build();
    const { secret } = await enabled(setup);
    const challenge = await setup.service.challenge(1, undefined);
    setup.clock.advance(5 * 60_000);
    await expect(
      setup.service.verifyLogin({ challenge_token: challenge, code: await appCode(secret, setup.clock) }, IP),
    ).rejects.toMatchObject({ statusCode: 401, message: M.challengeExpired });
  });

  it('turning off takes the password and a code, then forgets everything', async () => {
    const setup = await build();
    const { codes } = await enabled(setup);
    await expect(
      setup.service.disable(1, { password: 'otra-clave-000', code: codes[0] ?? '' }, IP),
    ).rejects.toMatchObject({ errors: [{ field: 'password', message: M.wrongPassword }] });
    await setup.service.disable(1, { password: PASSWORD, code: codes[0] ?? '' }, IP);
    expect(await setup.service.isEnabled(1)).toBe(false);
    expect([setup.rows.secrets, setup.rows.codes, setup.rows.challenges].map((t) => t.length)).toEqual([
      0, 0, 0,
    ]);
  });

  it('confirm (account deletion): no code needed while off; with it on, a used code is refused', async () => {
    const setup = await build();
    expect(await setup.service.confirm(1, undefined)).toBe(true);
    const { codes } = await enabled(setup);
    expect(await setup.service.confirm(1, undefined)).toBe(false);
    expect(await setup.service.confirm(1, codes[0])).toBe(true);
    expect(await setup.service.confirm(1, codes[0])).toBe(false);
  });
});
