import { SUBSCRIBER_MESSAGES as M } from '@enlaza/shared/fans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { firstLink, registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { formBody } from '../../integrations/payments/testing/payment-test-helpers';
import { PENDING_MS } from './fans.service';
import { pendingCleanupLock } from './pending-fans-job';

type Creator = Awaited<ReturnType<typeof registerVerifiedCreator>>;

/** Issue 24: unconfirmed addresses are deleted after 7 days (ISO text instants compared on both databases). */
describe('the pending fans clean-up', () => {
  // The fan's pages are rendered with the web app's components.
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let ana: Creator;
  let ip = 0;

  const subscribe = (email: string) => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/public/${ana.user.username}/subscribers`,
      payload: { email, consent: true },
      remoteAddress: `10.2.0.${ip}`,
    });
  };
  const emails = async () =>
    (
      await t.database.db.selectFrom('fan_subscribers').select(['email', 'status']).orderBy('email').execute()
    ).map((r) => `${r.email}:${r.status}`);
  const linkTo = async (to: string) => {
    await t.deps.mailQueue.sendDue();
    const mail = (await t.outbox()).filter((m) => m.to === to).at(-1);
    return new URL(firstLink(mail?.text ?? '')).searchParams.get('token') ?? '';
  };
  const confirm = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/suscripcion/confirmar',
      remoteAddress: '10.2.1.1',
      ...formBody({ token }),
    });

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir } });
    ana = await registerVerifiedCreator(t, { full_name: 'Ana Núñez' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/subscribers/settings',
      headers: ana.headers,
      payload: { enabled: true },
    });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('keeps a pending address for 7 days, deletes it then, and never touches a confirmed one', async () => {
    expect((await subscribe('vieja@example.com')).statusCode).toBe(202);
    expect((await subscribe('confirma@example.com')).statusCode).toBe(202);
    const confirmToken = await linkTo('confirma@example.com');
    const oldToken = await linkTo('vieja@example.com');
    expect((await confirm(confirmToken)).statusCode).toBe(200);
    clock.advance(PENDING_MS / 2);
    expect((await subscribe('nueva@example.com')).statusCode).toBe(202);

    clock.advance(PENDING_MS / 2 - 1);
    expect(await t.deps.subscribers.deleteExpiredPending()).toBe(0);
    expect(await emails()).toEqual([
      'confirma@example.com:confirmed',
      'nueva@example.com:pending',
      'vieja@example.com:pending',
    ]);

    clock.advance(1);
    // Its link stops working at the same instant the clean-up may take the row.
    const late = await confirm(oldToken);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain(M.invalidTitle);
    expect(await t.deps.subscribers.deleteExpiredPending()).toBe(1);
    expect(await emails()).toEqual(['confirma@example.com:confirmed', 'nueva@example.com:pending']);

    clock.advance(PENDING_MS);
    expect(await t.deps.subscribers.deleteExpiredPending()).toBe(1);
    expect(await emails()).toEqual(['confirma@example.com:confirmed']);
  });

  it('runs on one copy at a time: a second copy skips the round while the first holds the lease', async () => {
    await subscribe('copia@example.com');
    clock.advance(PENDING_MS);
    const first = pendingCleanupLock(t.deps);
    const second = pendingCleanupLock(t.deps);
    expect(await second.runHeld(async () => 'ran')).toBe('ran');
    expect(await first.runHeld(() => t.deps.subscribers.deleteExpiredPending())).toBeNull();
    await second.release();
    expect(await first.runHeld(() => t.deps.subscribers.deleteExpiredPending())).toBe(1);
    await first.release();
  });
});
