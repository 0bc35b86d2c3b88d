import { SUBSCRIBER_MESSAGES as F } from '@enlaza/shared/fans';
import {
  POST_ACCESS_TEXTS as A,
  PUBLIC_POST_TEXTS as P,
  POST_MAIL_MESSAGES as PM,
} from '@enlaza/shared/posts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { firstLink, mailedLinkTo, mailsTo } from '../support/outbox';
import { type ApiSession, connectMercadoPago, registerViaApi, signedInPage } from '../support/session';

/**
 * Issue 35's acceptance, in the simulator: a creator with two confirmed fans and one monthly
 * supporter publishes a public post and a supporters-only post, both by email. The outbox holds the
 * public one for the three addresses and the gated one for the supporter alone, each with both
 * unsubscribe headers; /u/{u}/novedades without JavaScript shows both, the gated one locked; the
 * supporter asks for access, follows the mailed link and reads it; after 'Dar de baja' on /baja the
 * same browser no longer can. Axe clean.
 */

let browser: Browser;
let session: ApiSession;
const creator = uniqueCreator('gated');
const fans = [`fan1-${creator.username}@example.com`, `fan2-${creator.username}@example.com`];
const supporter = `mecenas-${creator.username}@example.com`;
const GATED_BODY = 'Adelanto del disco para quienes aportan';
const closers: (() => Promise<void>)[] = [];

async function api(path: string, body?: object, method = body ? 'POST' : 'GET'): Promise<Response> {
  return fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** A fan signs up and confirms from the mail (the fans' journey walks it in a browser). */
async function confirmedFan(email: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/public/${creator.username}/subscribers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, consent: true }),
  });
  expect(res.status).toBe(202);
  const mail = (await mailsTo(email, 30_000)).find(
    (m) => m.subject === F.confirmMail.subject(creator.fullName),
  );
  const token = new URL(firstLink(mail?.text ?? '')).searchParams.get('token') ?? '';
  const confirmed = await fetch(`${baseUrl()}/suscripcion/confirmar`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  expect(confirmed.status).toBe(200);
}

/** The mails of a post, once all of them reached the outbox. */
async function postMails(title: string, count: number) {
  const subject = PM.subject(creator.fullName, title);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = [];
    for (const to of [...fans, supporter]) {
      found.push(...(await mailsTo(to, 30_000)).filter((m) => m.subject === subject));
    }
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  browser = await sharedBrowser();
  session = await registerViaApi(creator);
  const opened = await signedInPage(browser, session);
  closers.push(() => opened.context.close());
  await connectMercadoPago(opened.page);
  const tier = await api('/monthly/tiers', { name: 'Club', amount: 2000, description: 'Adelantos' });
  expect(tier.status).toBe(201);
  expect((await api('/subscribers/settings', { enabled: true }, 'PUT')).status).toBe(200);
  for (const fan of fans) await confirmedFan(fan);
});

afterAll(async () => {
  for (const close of closers) await close();
});

describe('novedades for supporters only', () => {
  let page: Page;
  let gatedUrl = '';

  it('mails the public post to fans and supporter, the gated one to the supporter alone, with one-click unsubscribe', async () => {
    const opened = await newPage(browser, { mobile: true });
    closers.push(() => opened.context.close());
    page = opened.page;
    page.setDefaultTimeout(15_000);
    // The supporter subscribes in the simulator ('Suscribirme' there, back to the thanks page).
    await page.goto(`/u/${creator.username}`);
    await page
      .getByRole('region', { name: 'Aporte mensual' })
      .getByRole('link', { name: 'Suscribirme: Club' })
      .click();
    await page.getByLabel('Tu nombre', { exact: true }).fill('Mecenas');
    await page.getByLabel('Email', { exact: true }).fill(supporter);
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await page.waitForURL(/\/simulador\/mercadopago\/suscripcion\//);
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await page.waitForURL(/\/mensual\/gracias/);
    const active = async () => {
      const res = await api('/monthly/supporters');
      const body = (await res.json()) as { data: { summary: { active: number } } };
      return body.data.summary.active;
    };
    await expect.poll(active, { timeout: 15_000 }).toBe(1);

    const send = { send_email: true };
    expect(
      (
        await api('/posts', {
          title: 'Show el sábado',
          body: 'Vengan todos',
          audience: { kind: 'public' },
          ...send,
        })
      ).status,
    ).toBe(201);
    const gated = await api('/posts', {
      title: 'Adelanto',
      body: GATED_BODY,
      audience: { kind: 'monthly' },
      ...send,
    });
    expect(gated.status).toBe(201);
    const { data } = (await gated.json()) as { data: { post: { id: number } } };
    gatedUrl = `/u/${creator.username}/novedades/${data.post.id}`;

    const publicMails = await postMails('Show el sábado', 3);
    expect(publicMails.map((m) => m.to).sort()).toEqual([...fans, supporter].sort());
    const gatedMails = await postMails('Adelanto', 1);
    expect(gatedMails.map((m) => m.to)).toEqual([supporter]);
    for (const mail of [...publicMails, ...gatedMails]) {
      expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<https?:\/\/\S+\/suscripcion\/baja\?token=\S+>$/);
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
  });

  it('without JavaScript the list shows both posts, the gated one locked', async () => {
    const plain = await newPage(browser, { mobile: true, javaScriptEnabled: false });
    closers.push(() => plain.context.close());
    await plain.page.goto(`/u/${creator.username}/novedades`);
    await plain.page.getByRole('heading', { name: P.listTitle(creator.fullName), level: 1 }).waitFor();
    await plain.page.getByRole('heading', { name: 'Show el sábado' }).waitFor();
    const locked = plain.page.locator('article').filter({ hasText: 'Adelanto' });
    expect(await locked.textContent()).toContain(A.locked);
    expect(await plain.page.content()).not.toContain(GATED_BODY);
  });

  it('the supporter asks for access, follows the mailed link and reads the post; after /baja they no longer can', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/u/${creator.username}/novedades`);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(gatedUrl);
    await page.getByRole('heading', { name: A.askTitle }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(A.emailLabel).fill(supporter);
    await page.getByRole('button', { name: A.askSubmit }).click();
    await page.getByText(A.sent).waitFor();
    const link = await mailedLinkTo(supporter, /https?:\/\/\S+\/novedades\/acceso\?token=\S+/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: A.openButton }).click();
    await page.waitForURL((url) => url.pathname === gatedUrl);
    await page.getByText(GATED_BODY).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    // 'Dar de baja' through /baja in the same browser.
    await page.goto('/baja');
    await page.getByLabel('Email').fill(supporter);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const cancel = await mailedLinkTo(supporter, /https?:\/\/\S+\/baja\/enlace\?token=\S+/);
    await page.goto(new URL(cancel).pathname + new URL(cancel).search);
    await page.getByTestId('cancel-item').getByRole('button', { name: 'Dar de baja' }).click();
    await page.getByTestId('cancellation-code').waitFor();
    await expect
      .poll(
        async () => {
          await page.goto(gatedUrl);
          return (await page.content()).includes(GATED_BODY);
        },
        { timeout: 15_000 },
      )
      .toBe(false);
    await page.getByRole('heading', { name: A.askTitle }).waitFor();
  });
});
