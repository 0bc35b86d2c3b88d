import { SUBSCRIBER_MESSAGES } from '@enlaza/shared/fans';
import { describe, expect, it } from 'vitest';
import { FakeSubscribersStore } from '../../../test/fakes/fake-fans-store';
import { FakeLog } from '../../../test/fakes/fake-log';
import { FakeOutboundEvents } from '../../../test/fakes/fake-outbound-events';
import { FakePageChanges } from '../../../test/fakes/fake-page-changes';
import { FakePublicReads } from '../../../test/fakes/fake-public-reads';
import { fakeUser } from '../../../test/fakes/fake-users';
import { noDatabase } from '../../../test/fakes/no-database';
import { unitConfig } from '../../../test/fakes/unit-config';
import { TestClock } from '../../../test/test-clock';
import { decrypt } from '../../lib/crypto';
import { fanMailSealKey } from '../../lib/fan-subscription-links';
import { memoryRateLimitStore } from '../../lib/rate-limit-store';
import { RateLimiter } from '../../lib/rate-limiter';
import { FansService, PENDING_MS } from './fans.service';

const IP = '198.51.100.4';
const FAN = 'fan@example.com';

async function build() {
  const config = unitConfig();
  const store = new FakeSubscribersStore();
  const publicReads = new FakePublicReads();
  const pageChanges = new FakePageChanges();
  const clock = new TestClock(new Date('2026-11-20T12:00:00.000Z'));
  const service = new FansService(
    {
      config,
      database: noDatabase,
      clock,
      outboundEvents: new FakeOutboundEvents(),
      log: new FakeLog(),
      rateLimiter: new RateLimiter(memoryRateLimitStore()),
      publicReads,
      pageChanges,
    },
    store,
  );
  const ana = await fakeUser({ id: 1, username: 'ana', full_name: 'Ana Paz', fan_signup_enabled: 1 });
  store.creators.push(ana);
  publicReads.add(ana);
  const creator = { id: 1, full_name: 'Ana Paz', username: 'ana' };
  /** What the fan's mail link carries (the token is sealed in the queued mail). */
  const unseal = (sealed: string) => decrypt(sealed, fanMailSealKey(config.encryptionKey));
  const confirmToken = () => unseal(store.mails.lastPayload('fan_confirmation').sealed_token);
  return { service, store, publicReads, pageChanges, clock, creator, unseal, confirmToken };
}

describe('FansService (fakes, no database)', () => {
  it('double opt-in: a sign-up is pending with a confirmation mail; confirming once lists the fan and sends the welcome', async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN, source_page: '/e/ana/3' }, IP);
    expect(s.store.rows[0]).toMatchObject({ status: 'pending', source_page: '/e/ana/3' });
    expect((await s.service.list(1)).subscribers).toEqual([]);
    const token = s.confirmToken();
    // The row keeps only a keyed hash of the link's token.
    expect(s.store.rows[0]?.confirm_token_hash).not.toBe(token);
    expect(await s.service.openConfirmation(token)).toEqual({ full_name: 'Ana Paz', username: 'ana' });
    expect(await s.service.confirm(token, IP)).toEqual({ full_name: 'Ana Paz', username: 'ana' });
    expect((await s.service.list(1)).subscribers.map((x) => x.email)).toEqual([FAN]);
    expect(s.store.mails.ofKind('fan_welcome')).toHaveLength(1);
    // The link is used up.
    expect(await s.service.confirm(token, IP)).toBeNull();
    expect(s.store.mails.ofKind('fan_welcome')).toHaveLength(1);
  });

  it('a confirmation link expires after seven days, and the clean-up deletes the row', async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    const token = s.confirmToken();
    s.clock.advance(PENDING_MS - 1);
    expect(await s.service.openConfirmation(token)).not.toBeNull();
    expect(await s.service.deleteExpiredPending()).toBe(0);
    s.clock.advance(1);
    expect(await s.service.confirm(token, IP)).toBeNull();
    expect(await s.service.deleteExpiredPending()).toBe(1);
    expect(s.store.rows).toEqual([]);
  });

  it('asking again renews the link (the old one is void); a confirmed address is left as it is', async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    const first = s.confirmToken();
    s.clock.advance(1000);
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    const second = s.confirmToken();
    expect(second).not.toBe(first);
    expect(await s.service.confirm(first, IP)).toBeNull();
    expect(await s.service.confirm(second, IP)).not.toBeNull();
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    expect(s.store.rows).toHaveLength(1);
    expect(s.store.rows[0]?.status).toBe('confirmed');
    expect(s.store.mails.ofKind('fan_confirmation')).toHaveLength(2);
  });

  it('a page of another creator becomes the profile as the source page', async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN, source_page: '/e/otra/1' }, IP);
    expect(s.store.rows[0]?.source_page).toBe('/u/ana');
  });

  it("unsubscribes with the welcome mail's token only; a forged token removes nothing", async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    await s.service.confirm(s.confirmToken(), IP);
    const token = s.unseal(s.store.mails.lastPayload('fan_welcome').sealed_unsubscribe);
    const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect(await s.service.unsubscribe(forged, IP)).toBeNull();
    expect(await s.service.openUnsubscribe(token)).toEqual({ full_name: 'Ana Paz', username: 'ana' });
    expect(await s.service.unsubscribe(token, IP)).toEqual({ full_name: 'Ana Paz', username: 'ana' });
    expect(s.store.rows).toEqual([]);
    expect(await s.service.unsubscribe(token, IP)).toBeNull();
  });

  it('the block: off is not found, a suspended page is 403, turning it on tells the public page', async () => {
    const s = await build();
    expect(await s.service.openCreator('ana')).toMatchObject({ id: 1 });
    await s.service.setEnabled(1, false);
    expect(await s.service.list(1)).toMatchObject({ enabled: false });
    expect(s.pageChanges.creators).toEqual([{ userId: 1, change: undefined }]);
    expect(await s.service.openCreator('nadie')).toBeNull();
    s.publicReads.add(await fakeUser({ id: 2, username: 'beto', fan_signup_enabled: 0 }));
    expect(await s.service.openCreator('beto')).toBeNull();
    s.publicReads.add(
      await fakeUser({
        id: 3,
        username: 'susp',
        fan_signup_enabled: 1,
        suspended_at: '2026-11-01T00:00:00Z',
      }),
    );
    await expect(s.service.openCreator('susp')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('another creator cannot remove a fan (404); five sign-ups of one address an hour, then 429', async () => {
    const s = await build();
    await s.service.subscribe(s.creator, { email: FAN }, IP);
    await s.service.confirm(s.confirmToken(), IP);
    const id = s.store.rows[0]?.id ?? 0;
    await expect(s.service.remove(2, id)).rejects.toMatchObject({
      statusCode: 404,
      message: SUBSCRIBER_MESSAGES.notFound,
    });
    await s.service.remove(1, id);
    expect(s.store.rows).toEqual([]);
    for (let i = 0; i < 4; i++) await s.service.subscribe(s.creator, { email: FAN }, IP);
    await expect(s.service.subscribe(s.creator, { email: FAN }, IP)).rejects.toMatchObject({
      statusCode: 429,
      message: SUBSCRIBER_MESSAGES.tooMany,
    });
  });
});
