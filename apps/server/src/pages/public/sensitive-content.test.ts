import { ADULT_COOKIE, SENSITIVE_MESSAGES } from '@enlaza/shared/public';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaContent } from '../../../test/public-page-html';
import { createTestApp, json, type registerCreator, type TestApp } from '../../../test/test-app';
import { TestClock } from '../../../test/test-clock';
import { registerVerifiedCreator } from '../../../test/verify-email';
import { createWebDistFixture } from '../../../test/web-dist-fixture';
import { ADULT_CONFIRM_PATH } from './adult-gate';

type Creator = Awaited<ReturnType<typeof registerCreator>>;
const BASE = 'https://enlaza.example';
const ADULT = `${ADULT_COOKIE}=1`;
const BACKGROUND = '/uploads/00112233445566778899aabbccddeeff.webp';
const BACKGROUND_SMALL = '/uploads/ffeeddccbbaa99887766554433221100.webp';

/** Issue 22: 'Contenido para mayores de 18'. */
describe('pages for adults only', () => {
  const web = createWebDistFixture();
  const clock = new TestClock(new Date('2026-11-20T15:00:00.000Z'));
  let t: TestApp;
  let adult: Creator;
  let other: Creator;

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const setSensitive = (creator: Creator, value: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: creator.headers,
      payload: { sensitive_content: value },
    });
  const featuredNames = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/stats/featured-creators?period=all' });
    expect(res.statusCode).toBe(200);
    return json<{ data: { creators: { username: string }[] } }>(res).data.creators.map((c) => c.username);
  };
  /** A complete page (bio and an active link): it is featured even without visits. */
  const completePage = async (creator: Creator, bio: string) => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: creator.headers,
      payload: { bio },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: creator.headers,
      payload: { title: 'Mi sitio', url: 'https://example.org' },
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { WEB_DIST_DIR: web.dir, PUBLIC_URL: BASE } });
    // Featured creators have a verified email (issue 22).
    adult = await registerVerifiedCreator(t, { full_name: 'Vera Nocturna' });
    other = await registerVerifiedCreator(t, { full_name: 'Otra Creadora' });
    await completePage(adult, 'Bio secreta de Vera');
    await completePage(other, 'Bio de Otra');
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('is off by default, set through PUT /users/profile and echoed in the public answer', async () => {
    const before = json<{ data: { user: { sensitive_content: boolean } } }>(
      await t.app.inject({ method: 'GET', url: `/api/public/${adult.user.username}` }),
    );
    expect(before.data.user.sensitive_content).toBe(false);
    expect(await featuredNames()).toEqual(expect.arrayContaining([adult.user.username, other.user.username]));

    const wrong = await setSensitive(adult, 'sí');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({
      errors: [{ field: 'sensitive_content', message: SENSITIVE_MESSAGES.invalid }],
    });

    const res = await setSensitive(adult, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: { user: { sensitive_content: boolean } } }>(res).data.user.sensitive_content).toBe(
      true,
    );
    const after = json<{ data: { user: { sensitive_content: boolean } } }>(
      await t.app.inject({ method: 'GET', url: `/api/public/${adult.user.username}` }),
    );
    expect(after.data.user.sensitive_content).toBe(true);
  });

  it('leaves the page out of the featured creators', async () => {
    clock.advance(60_000); // past the featured list's cache
    const names = await featuredNames();
    expect(names).toContain(other.user.username);
    expect(names).not.toContain(adult.user.username);
  });

  it('shows the interstitial first, with a plain form that needs no JavaScript', async () => {
    for (const url of [`/u/${adult.user.username}`, `/u/${adult.user.username}/events`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(SENSITIVE_MESSAGES.heading);
      expect(res.body).toContain(SENSITIVE_MESSAGES.confirm);
      expect(res.body).toContain(`<form action="${ADULT_CONFIRM_PATH}" method="post">`);
      expect(res.body).toContain(`name="next" value="${url}"`);
      expect(res.body).not.toContain('Bio secreta de Vera');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
    }
    // Other pages are not affected.
    const plain = await page(`/u/${other.user.username}`);
    expect(plain.body).toContain('Bio de Otra');
    expect(plain.body).not.toContain(SENSITIVE_MESSAGES.heading);
  });

  it('remembers "Tengo 18 años o más" for a year in a cookie and goes back to the page', async () => {
    const next = `/u/${adult.user.username}`;
    const res = await t.app.inject({
      method: 'POST',
      url: ADULT_CONFIRM_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ next }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(next);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${ADULT}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);

    const shown = await page(next, ADULT);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Bio secreta de Vera');
    expect(shown.body).not.toContain(SENSITIVE_MESSAGES.heading);
  });

  it('never sends the visitor to another site after the form', async () => {
    for (const next of ['https://malo.example/', '//malo.example/u/x', '/dashboard', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: ADULT_CONFIRM_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ next }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/');
    }
  });

  it('draws the share card without the avatar and without the background image', async () => {
    const db = t.database.db;
    const cardPath = async () => {
      await t.deps.pageChanges.creatorChanged(adult.user.id);
      const res = await page(`/u/${adult.user.username}`, ADULT);
      return metaContent(res.body, 'og:image');
    };
    const setAvatar = (profile_image: string | null) =>
      db.updateTable('users').set({ profile_image }).where('id', '=', adult.user.id).execute();

    const setBackground = (large: string | null, small: string | null) =>
      db
        .updateTable('users')
        .set({ background_image: large, background_image_small: small })
        .where('id', '=', adult.user.id)
        .execute();

    await setAvatar('/uploads/0123456789abcdef0123456789abcdef.webp');
    await setBackground(BACKGROUND, BACKGROUND_SMALL);
    const withAvatarHidden = await cardPath();
    await setAvatar(null);
    await setBackground(null, null);
    const withoutAvatar = await cardPath();
    // The card's address is a hash of what it shows: the same card as a page with no avatar and no
    // background image at all.
    expect(withAvatarHidden).toBe(withoutAvatar);

    await setSensitive(adult, false);
    const plain = await cardPath();
    await setBackground(BACKGROUND, BACKGROUND_SMALL);
    expect(await cardPath()).not.toBe(plain);
    await setAvatar('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(await cardPath()).not.toBe(withoutAvatar);
    await setBackground(null, null);
  });

  it("keeps the organiser's face and background image off the events of a page for adults only", async () => {
    const avatar = '/uploads/fedcba9876543210fedcba9876543210.webp';
    await t.database.db
      .updateTable('users')
      .set({ profile_image: avatar, background_image: BACKGROUND, background_image_small: BACKGROUND_SMALL })
      .where('id', '=', adult.user.id)
      .execute();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: adult.headers,
      payload: {
        title: 'Noche de lectura',
        event_date: '2099-05-10',
        location: 'Centro Cultural Sur',
        status: 'published',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = json<{ data: { event: { id: number } } }>(created).data.event.id;
    const owner = async () => {
      await t.deps.pageChanges.creatorChanged(adult.user.id);
      const res = await t.app.inject({ method: 'GET', url: `/api/public/events/${id}` });
      expect(res.statusCode).toBe(200);
      type Owner = {
        profile_image: string | null;
        theme: { background_url: string | null; background_small_url: string | null };
      };
      return json<{ data: { event: { user: Owner } } }>(res).data.event.user;
    };
    await setSensitive(adult, true);
    expect(await owner()).toMatchObject({
      profile_image: null,
      theme: { background_url: null, background_small_url: null },
    });
    await setSensitive(adult, false);
    expect(await owner()).toMatchObject({
      profile_image: avatar,
      theme: { background_url: BACKGROUND, background_small_url: BACKGROUND_SMALL },
    });
  });
});
