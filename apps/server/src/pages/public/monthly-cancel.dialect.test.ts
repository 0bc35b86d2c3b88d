import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  formBody,
  simulatorOf,
} from '../../integrations/payments/testing/payment-test-helpers';
import { CancelLinksRepository } from '../../modules/monthly/cancel-links.repository';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

const SENT = 'Si tienes aportes mensuales activos, te enviamos un enlace para darlos de baja';
const INVALID = 'El enlace no es válido o ya venció. Pide uno nuevo.';

/** Issue 21: the 'botón de baja' (/baja), without an account and without JavaScript. */
describe('the public cancel page (/baja)', () => {
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-03-10T15:00:00.000Z'));
  let t: TestApp;
  let ana: Creator;
  let beto: Creator;
  let anaTier: number;
  let betoTier: number;
  let ip = 0;

  /** Each request from an address of its own (the rate limits are per address; one test checks them). */
  const post = (url: string, values: Record<string, string>, remoteAddress?: string) => {
    ip += 1;
    const from = remoteAddress ?? `10.0.${Math.floor(ip / 250)}.${ip % 250}`;
    return t.app.inject({ method: 'POST', url, remoteAddress: from, ...formBody(values) });
  };

  async function createTier(creator: Creator, name: string, amount: number): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/monthly/tiers',
      headers: creator.headers,
      payload: { name, amount, description: 'Un tema por mes', active: true },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: { tier: { id: number } } }).data.tier.id;
  }

  /** A supporter subscribes on our page and says 'Suscribirme' at the simulator. */
  async function subscribe(creator: Creator, tierId: number, email: string): Promise<string> {
    const res = await post(`/u/${creator.user.username}/mensual/${tierId}`, {
      supporter_name: 'Caro',
      email,
      message: '',
    });
    expect(res.statusCode).toBe(303);
    const consent = new URL(String(res.headers.location));
    const back = await post(consent.pathname, { decision: 'suscribirme' });
    expect(back.statusCode).toBe(302);
    const ours = new URL(String(back.headers.location)).searchParams.get('ref');
    return String(ours);
  }

  const statusOf = async (id: string) =>
    await t.database.db
      .selectFrom('monthly_subscriptions')
      .select(['status', 'cancelled_by', 'cancellation_code', 'mp_preapproval_id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Asks for the link and reads it from the outbox (the newest mail to that address). */
  async function linkFor(email: string): Promise<string> {
    const res = await post('/baja', { email });
    expect(res.statusCode).toBe(200);
    await t.deps.monthlyCancel.settled();
    const mails = (await t.outbox()).filter((m) => m.to === email);
    const text = mails.at(-1)?.text ?? '';
    const found = text.match(/https?:\/\/\S+\/baja\/enlace\?token=(\S+)/);
    if (!found?.[1]) throw new Error(`no link mailed to ${email}`);
    return decodeURIComponent(found[1]);
  }

  const cancelWith = (token: string, subscriptionId: string) =>
    post('/baja/cancelar', { token, subscription_id: subscriptionId });
  const open = (token: string) =>
    t.app.inject({ method: 'GET', url: `/baja/enlace?token=${encodeURIComponent(token)}` });

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    beto = await registerCreator(t.app, { full_name: 'Beto Prueba' });
    await connectCreator(t, ana);
    await connectCreator(t, beto);
    anaTier = await createTier(ana, 'Club del disco', 2000);
    betoTier = await createTier(beto, 'Fan', 1500);
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('asks for the email in Spanish, readable without JavaScript', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/baja' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dar de baja un aporte mensual');
    expect(res.body).toContain('name="email"');
    expect(res.body).toContain('Enviar enlace');
    expect(res.body).toContain('action="/baja"');
    expect(res.body).not.toContain('src="/assets/public');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same for any email, and mails a link only to an email with open subscriptions', async () => {
    await subscribe(ana, anaTier, 'same@example.com');
    const before = (await t.outbox()).length;
    const known = await post('/baja', { email: 'SAME@example.com' });
    const unknown = await post('/baja', { email: 'nadie@example.com' });
    await t.deps.monthlyCancel.settled();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain(SENT);
    const mails = (await t.outbox()).slice(before);
    expect(mails.map((m) => m.to)).toEqual(['same@example.com']);
    expect(mails[0]?.subject).toBe('Tu enlace para dar de baja aportes mensuales');
    // The token is never stored: only its keyed hash.
    const token = decodeURIComponent(mails[0]?.text.match(/token=(\S+)/)?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);
    const stored = await t.database.db.selectFrom('monthly_cancel_links').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('shows a Spanish field error for a malformed email, and changes nothing', async () => {
    const links = await t.database.db.selectFrom('monthly_cancel_links').select('token_hash').execute();
    const res = await post('/baja', { email: 'no-es-un-email' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Ingresa un email válido');
    expect(await t.database.db.selectFrom('monthly_cancel_links').select('token_hash').execute()).toEqual(
      links,
    );
  });

  it('cancels at the provider and ours with the link, shows the code, mails it, and the link works until all are cancelled', async () => {
    const email = 'once@example.com';
    const first = await subscribe(ana, anaTier, email);
    const second = await subscribe(beto, betoTier, email);
    const token = await linkFor(email);

    // Opening the link lists both and uses nothing (mail scanners open links too).
    for (let i = 0; i < 2; i += 1) {
      const list = await open(token);
      expect(list.statusCode).toBe(200);
      expect(list.body.match(/data-testid="cancel-item"/g)).toHaveLength(2);
      expect(list.body).toContain('Ana Prueba');
      expect(list.body).toContain('Beto Prueba');
      expect(list.body).toContain('Club del disco');
    }

    const res = await cancelWith(token, first);
    expect(res.statusCode).toBe(200);
    const row = await statusOf(first);
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_by).toBe('supporter');
    expect(row.cancellation_code).toMatch(/^BAJA-[A-Z0-9]{8}$/);
    expect(res.body).toContain(String(row.cancellation_code));
    // The provider's subscription was cancelled first.
    const sim = simulatorOf(t);
    const access = sim.grantFor(ana.user.id).access_token;
    expect((await sim.getSubscription(access, String(row.mp_preapproval_id))).status).toBe('cancelled');

    // The confirmation mail carries the code.
    await t.deps.mailQueue.runOnce();
    const confirmation = (await t.outbox()).find(
      (m) => m.to === email && m.subject === 'Diste de baja tu aporte mensual a Ana Prueba',
    );
    expect(confirmation?.text).toContain(String(row.cancellation_code));

    // Issue 30: the mailed link keeps working for the rest of the list (a supporter of two creators
    // cancels the second with the same mail), on the page just shown and opened again from the mail.
    expect(res.body.match(/data-testid="cancel-item"/g)).toHaveLength(1);
    expect(res.body).toContain(`name="token" value="${token.replaceAll('&', '&amp;')}"`);
    const again = await open(token);
    expect(again.statusCode).toBe(200);
    expect(again.body.match(/data-testid="cancel-item"/g)).toHaveLength(1);
    expect(again.body).toContain('Beto Prueba');
    expect(again.body).not.toContain('Ana Prueba');
    const rest = await cancelWith(token, second);
    expect(rest.statusCode).toBe(200);
    expect((await statusOf(second)).status).toBe('cancelled');
    expect(rest.body).toContain('No tienes aportes mensuales activos con este email.');

    // All cancelled: the link is done.
    const done = await open(token);
    expect(done.statusCode).toBe(410);
    expect(done.body).toContain(INVALID);
    expect((await cancelWith(token, second)).statusCode).toBe(410);
  });

  it("answers 'Enviar enlace' before any link work runs: the same work before the answer for a subscriber and anyone else", async () => {
    const email = 'timing@example.com';
    await subscribe(ana, anaTier, email);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hasOpen = CancelLinksRepository.prototype.hasOpen;
    const looked = vi.spyOn(CancelLinksRepository.prototype, 'hasOpen').mockImplementation(async function (
      this: CancelLinksRepository,
      address: string,
    ) {
      await gate;
      return hasOpen.call(this, address);
    });
    const inserted = vi.spyOn(CancelLinksRepository.prototype, 'insert');
    const before = (await t.outbox()).length;
    try {
      // The link work is held: both answers still come, and nothing was written for either.
      const known = await post('/baja', { email });
      const unknown = await post('/baja', { email: 'nadie-timing@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(inserted).not.toHaveBeenCalled();
      release();
      await t.deps.monthlyCancel.settled();
      // After the answer: the lookup ran for both, a link was written and mailed for the subscriber only.
      expect(looked.mock.calls.map(([address]) => address).sort()).toEqual([
        'nadie-timing@example.com',
        email,
      ]);
      expect(inserted).toHaveBeenCalledTimes(1);
      expect((await t.outbox()).slice(before).map((m) => m.to)).toEqual([email]);
    } finally {
      release();
      looked.mockRestore();
      inserted.mockRestore();
    }
  });

  it('refuses an expired link', async () => {
    const email = 'late@example.com';
    const id = await subscribe(ana, anaTier, email);
    const token = await linkFor(email);
    clock.advance(24 * 3600_000 + 1000);
    const list = await open(token);
    expect(list.statusCode).toBe(410);
    expect(list.body).toContain(INVALID);
    const res = await cancelWith(token, id);
    expect(res.statusCode).toBe(410);
    expect((await statusOf(id)).status).not.toBe('cancelled');
  });

  it("cannot cancel another email's subscription with a link, and the link stays usable", async () => {
    const mine = await subscribe(ana, anaTier, 'mine@example.com');
    const theirs = await subscribe(ana, anaTier, 'theirs@example.com');
    const token = await linkFor('mine@example.com');
    const res = await cancelWith(token, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Aporte mensual no encontrado');
    expect(res.body).not.toContain('theirs@example.com');
    expect((await statusOf(theirs)).status).not.toBe('cancelled');
    // A forged link changes nothing either.
    const forged = await post('/baja/cancelar', { token: 'x.y.z', subscription_id: theirs });
    expect(forged.statusCode).toBe(410);
    expect((await statusOf(theirs)).status).not.toBe('cancelled');
    // The refusal used nothing: the owner's own cancellation still works.
    expect((await cancelWith(token, mine)).statusCode).toBe(200);
    expect((await statusOf(mine)).status).toBe('cancelled');
  });

  it("limits 'Enviar enlace' per address, with a Spanish message and no mail", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push((await post('/baja', { email: `limit-${i}@example.com` }, '192.0.2.77')).statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    const refused = await post('/baja', { email: 'limit@example.com' }, '192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Demasiados intentos. Espera unos minutos e intenta de nuevo.');
  });

  it("links '/baja' from every public page's footer", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/u/${ana.user.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/baja"');
    expect(res.body).toContain('Dar de baja un aporte mensual');
    // The 'Aporte mensual' block: plain links to our subscribe page.
    expect(res.body).toContain('Aporte mensual');
    expect(res.body).toContain(`href="/u/${ana.user.username}/mensual/${anaTier}"`);
    expect(res.body).toMatch(/\$\s2\.000 por mes/);
  });
});
