import { LIVE_MESSAGES } from '@enlaza/shared/live';
import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse, type SseStream } from '../../../test/sse-reader';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import {
  connectCreator,
  createGoal,
  notify,
  payQuietly,
  simulatorOf,
  startDonation,
} from '../../integrations/payments/testing/payment-test-helpers';

describe('GET /api/public/{username}/live', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];

  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp({ env });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  };
  const open = async (username: string, headers: Record<string, string> = {}) => {
    const stream = await openSse(`${base}/api/public/${username}/live`, headers);
    streams.push(stream);
    return stream;
  };

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await t.close();
  });

  it('sends the current goal at once, then the new total when a donation is approved or refunded', async () => {
    await start();
    const creator = await registerCreator(t.app);
    const seller = await connectCreator(t, creator);
    const goalId = await createGoal(t, creator.headers, 10_000);
    const stream = await open(creator.user.username, { 'accept-encoding': 'br, gzip' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Never compressed (a compressor would hold events back) nor cached.
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(await stream.nextGoal()).toEqual({
      goal: {
        id: goalId,
        current_amount: 0,
        target_amount: 10_000,
        percentage: 0,
        confirmed_transfers_amount: 0,
      },
      supporters: [],
    });

    const { donation_id } = await startDonation(t, goalId, 2_500, { donor_name: 'Caro', message: '¡Vamos!' });
    const payment = await payQuietly(t, donation_id, 'approve');
    await notify(t, payment.id, seller);
    // The wall's latest entries come with it (issue 20): the new supporter shows at once.
    expect(await stream.nextGoal()).toEqual({
      goal: {
        id: goalId,
        current_amount: 2_500,
        target_amount: 10_000,
        percentage: 25,
        confirmed_transfers_amount: 0,
      },
      supporters: [expect.objectContaining({ name: 'Caro', amount: 2_500, message: '¡Vamos!' })],
    });

    // A page that reconnects (another copy, a phone back online) gets the new total first, at once.
    const reconnected = await open(creator.user.username);
    expect((await reconnected.nextGoal()).goal?.current_amount).toBe(2_500);
    reconnected.close();

    // A refund takes it back out.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await simulatorOf(t).setPaymentStatus(payment.id, 'refunded');
    await notify(t, payment.id, seller);
    expect(await stream.nextGoal()).toEqual({
      goal: {
        id: goalId,
        current_amount: 0,
        target_amount: 10_000,
        percentage: 0,
        confirmed_transfers_amount: 0,
      },
      supporters: [],
    });
    expect(stream.received()).toContain('retry: 3000');
  });

  it('sends the new target when the creator edits the goal, and null when they end it', async () => {
    await start();
    const creator = await registerCreator(t.app);
    const goalId = await createGoal(t, creator.headers, 10_000);
    const stream = await open(creator.user.username);
    await stream.nextGoal();
    const edit = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/goals/${goalId}`, headers: creator.headers, payload: body });
    expect((await edit({ target_amount: 20_000 })).statusCode).toBe(200);
    expect(await stream.nextGoal()).toEqual({
      goal: {
        id: goalId,
        current_amount: 0,
        target_amount: 20_000,
        percentage: 0,
        confirmed_transfers_amount: 0,
      },
      supporters: [],
    });
    // A title alone changes nothing the bar shows.
    expect((await edit({ title: 'Otro título' })).statusCode).toBe(200);
    await expect(stream.nextGoal(300)).rejects.toThrow('not received');
    expect((await edit({ is_active: false })).statusCode).toBe(200);
    expect(await stream.nextGoal()).toEqual({ goal: null, supporters: [] });
  });

  it('says null without an active goal, and 404 in Spanish for nobody', async () => {
    await start();
    const creator = await registerCreator(t.app);
    expect(await (await open(creator.user.username)).nextGoal()).toEqual({ goal: null, supporters: [] });

    const missing = await fetch(`${base}/api/public/nadie-por-aca/live`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: PUBLIC_MESSAGES.userNotFound });
  });

  it('keeps other creators’ updates out of a stream', async () => {
    await start();
    const watched = await registerCreator(t.app);
    const other = await registerCreator(t.app);
    const seller = await connectCreator(t, other);
    await createGoal(t, watched.headers, 5_000);
    const otherGoal = await createGoal(t, other.headers, 5_000);
    const stream = await open(watched.user.username);
    await stream.nextGoal();
    const { donation_id } = await startDonation(t, otherGoal, 1_000);
    await notify(t, (await payQuietly(t, donation_id, 'approve')).id, seller);
    await expect(stream.nextGoal(500)).rejects.toThrow('not received');
  });

  it('refuses a sixth stream from one IP (429), until one of them closes', async () => {
    await start();
    const creator = await registerCreator(t.app);
    for (let i = 0; i < 5; i += 1) await (await open(creator.user.username)).nextGoal();
    const sixth = await fetch(`${base}/api/public/${creator.user.username}/live`);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect(await sixth.json()).toEqual({ message: LIVE_MESSAGES.tooManyStreams });

    streams[0]?.close();
    await expect.poll(async () => (await open(creator.user.username)).status).toBe(200);
  });

  it('takes both caps from the settings: a carrier NAT crowd on one address (LIVE_MAX_PER_IP), then 503 (LIVE_MAX_CONNECTIONS)', async () => {
    await start({ LIVE_MAX_CONNECTIONS: '9', LIVE_MAX_PER_IP: '8', TRUST_PROXY_HOPS: '1' });
    const creator = await registerCreator(t.app);
    const url = `${base}/api/public/${creator.user.username}/live`;
    // Eight people behind one carrier address: past the default five, within the setting.
    const nat = { 'x-forwarded-for': '181.1.2.3' };
    for (let i = 0; i < 8; i += 1) await (await open(creator.user.username, nat)).nextGoal();
    expect((await fetch(url, { headers: nat })).status).toBe(429);
    await (await open(creator.user.username, { 'x-forwarded-for': '181.1.2.4' })).nextGoal();
    const full = await fetch(url, { headers: { 'x-forwarded-for': '181.1.2.5' } });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('30');
  });

  it('ends every open stream when the server shuts down', async () => {
    await start();
    const creator = await registerCreator(t.app);
    const stream = await open(creator.user.username);
    await stream.nextGoal();
    const closing = t.app.close();
    await stream.ended();
    await closing;
  });
});
