import { DONATION_MESSAGES } from '@enlaza/shared/donations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, registerCreator, type TestApp } from '../../../test/test-app';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import {
  connectCreator,
  createGoal,
  formBody,
  rowCount,
} from '../../integrations/payments/testing/payment-test-helpers';

type Creator = Awaited<ReturnType<typeof registerCreator>>;

/** The rendered <input> tags named `name` (attributes in any order). */
const inputs = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(` name="${name}"`));
const input = (html: string, name: string) => inputs(html, name)[0] ?? '';

/** Issue 20: the donation forms that work without JavaScript carry the donor's choices. */
describe('the donor’s choices on the forms without JavaScript', () => {
  const web = createWebDistFixture();
  let t: TestApp;
  let ana: Creator;
  let eventId: number;
  let ip = 0;

  const post = (url: string, values: Record<string, string>) => {
    ip += 1;
    return t.app.inject({ method: 'POST', url, remoteAddress: `198.51.100.${ip}`, ...formBody(values) });
  };
  const newest = () =>
    t.database.db
      .selectFrom('donations')
      .select(['donor_name', 'donor_email', 'message', 'message_public', 'show_name', 'hide_amount'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const flags = async () => {
    const row = await newest();
    return {
      donor_email: row.donor_email,
      message_public: Number(row.message_public),
      show_name: Number(row.show_name),
      hide_amount: Number(row.hide_amount),
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: 'https://enlaza.example' } });
    ana = await registerCreator(t.app, { full_name: 'Ana Prueba' });
    await connectCreator(t, ana);
    await createGoal(t, ana.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: ana.headers,
      payload: { title: 'Show', event_date: '2030-03-20', location: 'El Galpón' },
    });
    eventId = json<{ data: { event: { id: number } } }>(res).data.event.id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const pages = () => [`/u/${ana.user.username}/aportar`, `/e/${ana.user.username}/${eventId}/aportar`];

  it('render the email, the name and amount checkboxes and the audience radios, in Spanish', async () => {
    for (const url of pages()) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(input(res.body, 'donor_email')).toContain('type="email"');
      expect(res.body).toContain('Para enviarte el comprobante');
      expect(input(res.body, 'show_name')).toMatch(/type="checkbox".*checked/);
      expect(input(res.body, 'hide_amount')).toContain('type="checkbox"');
      expect(input(res.body, 'hide_amount')).not.toContain('checked');
      expect(inputs(res.body, 'message_public')).toHaveLength(2);
      expect(res.body).toContain('Mostrar mi nombre');
      expect(res.body).toContain('Mensaje público');
      expect(res.body).toContain('Solo para Ana Prueba');
      expect(res.body).toContain('Ocultar el monto');
    }
  });

  it('store what a posted form chose: an unticked name box is no, a ticked amount box hides it', async () => {
    const goalPost = await post(pages()[0] as string, {
      amount: '1500',
      donor_name: 'Caro',
      donor_email: 'caro@example.com',
      message: 'Solo para vos',
      message_public: 'false',
      hide_amount: 'on',
    });
    expect(goalPost.statusCode, goalPost.body).toBe(303);
    expect(await flags()).toEqual({
      donor_email: 'caro@example.com',
      message_public: 0,
      show_name: 0,
      hide_amount: 1,
    });

    const eventPost = await post(pages()[1] as string, {
      monto: '1000',
      nombre: 'Lu',
      mensaje: 'Hola',
      message_public: 'true',
      show_name: 'on',
    });
    expect(eventPost.statusCode, eventPost.body).toBe(303);
    expect(await flags()).toEqual({ donor_email: null, message_public: 1, show_name: 1, hide_amount: 0 });
  });

  it('refuse a bad email with the Spanish message, keep the choices and create nothing', async () => {
    const before = await rowCount(t, 'donations');
    for (const [url, fields] of [
      [pages()[0], { amount: '1500' }],
      [pages()[1], { monto: '1000' }],
    ] as const) {
      const res = await post(url as string, { ...fields, donor_email: 'caro@', hide_amount: 'on' });
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(DONATION_MESSAGES.donorEmailInvalid);
      expect(input(res.body, 'donor_email')).toMatch(/aria-invalid="true".*value="caro@"/);
      expect(input(res.body, 'hide_amount')).toContain('checked');
      expect(input(res.body, 'show_name')).not.toContain('checked');
    }
    expect(await rowCount(t, 'donations')).toBe(before);
  });
});
