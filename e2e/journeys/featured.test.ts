import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { baseUrl, journeyServer, newPage, sharedBrowser, uniqueCreator } from '../support/browser';
import { verifyEmailViaOutbox } from '../support/outbox';

let browser: Browser;

/** Real browsers' user agents: headless ones are (rightly) not counted as visits. */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
];

interface Creator {
  id: number;
  username: string;
  fullName: string;
}

async function api<T>(pathname: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${pathname}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Registers a creator through the API, verifies their email and gives them a category. */
async function creatorIn(categorySlug: string, fullName: string): Promise<Creator> {
  const c = uniqueCreator('dest');
  const { data } = await api<{ data: { token: string; user: { id: number } } }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username: c.username, email: c.email, password: c.password, full_name: fullName }),
  });
  // Issue 22: only creators with a verified email are featured.
  await verifyEmailViaOutbox(c.email);
  const { categories } = (await api<{ data: { categories: { id: number; slug: string }[] } }>('/categories'))
    .data;
  const category = categories.find((cat) => cat.slug === categorySlug);
  await api('/users/profile', {
    method: 'PUT',
    headers: { authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ full_name: fullName, username: c.username, bio: '', category_id: category?.id }),
  });
  return { id: data.user.id, username: c.username, fullName };
}

/** Opens the creator's server-rendered page once per user agent, as different visitors would. */
async function visit(creator: Creator, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const context = await browser.newContext({
      userAgent: USER_AGENTS[i % USER_AGENTS.length],
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    // The page counts its view with a beacon once loaded: wait for it before leaving.
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/track/view'));
    const res = await page.goto(`${baseUrl()}/u/${creator.username}`);
    expect(res?.status()).toBe(200);
    expect((await counted).status()).toBe(204);
    await context.close();
  }
}

/**
 * A profile view from two months ago, written straight into the test server's database with its
 * daily roll-ups, as tracking writes them. Past days reach the ranking through the day's featured
 * totals, so they are recomputed (deleting the day's row is how history written afterwards counts).
 */
function oldView(creator: Creator, daysAgo: number): void {
  const db = new Database(path.join(journeyServer().dataDir, 'enlaza.sqlite'));
  db.pragma('busy_timeout = 5000');
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const day = at.slice(0, 10);
  db.transaction(() => {
    db.prepare(
      `insert into page_views (user_id, page, visitor_hash, referrer, day, created_at)
       values (?, 'profile', 'visitante-antiguo', null, ?, ?)`,
    ).run(creator.id, day, at);
    db.prepare(
      `insert into stats_daily_visitors (user_id, day, visitor_hash) values (?, ?, 'visitante-antiguo')`,
    ).run(creator.id, day);
    db.prepare(
      `insert into stats_daily_views (user_id, day, views, unique_views) values (?, ?, 1, 1)
       on conflict (user_id, day) do update set views = views + 1, unique_views = unique_views + 1`,
    ).run(creator.id, day);
    db.prepare('delete from featured_totals_days').run();
  })();
  db.close();
}

const cardNames = (page: Page) => page.locator('.featured-card-name').allInnerTexts();

/** The names once a list (not the loader) is on screen; polled, it converges on the latest answer. */
async function settledNames(page: Page): Promise<string[]> {
  await page.locator('.featured-count').waitFor();
  return cardNames(page);
}

/** Whether every card shown belongs to the category (an empty list counts). */
async function onlyCategory(page: Page, label: string): Promise<boolean> {
  await page.locator('.featured-count').waitFor();
  const labels = await page.locator('.featured-card-category').allInnerTexts();
  return labels.every((l) => l === label);
}
const query = (page: Page) => new URL(page.url()).search;

let tech: Creator;
let art: Creator;
let teacher: Creator;

beforeAll(async () => {
  browser = await sharedBrowser();
  const tag = Date.now().toString(36);
  tech = await creatorIn('tecnologia', `Tecnóloga ${tag}`);
  art = await creatorIn('arte', `Artista ${tag}`);
  teacher = await creatorIn('educacion', `Docente ${tag}`);
  await visit(tech, 3);
  await visit(art, 1);
  oldView(teacher, 60);
});
describe('featured creators', () => {
  it('ranks creators by the visits their pages really received, with no accessibility violations on a phone', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    // A counted view reaches the ranking once its batch is written and the ranking's 10 s cache has
    // passed: the list is opened again until the last visit shows.
    const listed = async () => {
      await page.goto('/creadores-destacados');
      await expect.poll(() => page.getByText(/^Mostrando \d+ creadores$/).isVisible()).toBe(true);
      return cardNames(page);
    };
    await expect.poll(listed, { timeout: 30_000, interval: 1_000 }).toContain(art.fullName);
    const names = await cardNames(page);
    expect(names).toContain(tech.fullName);
    expect(names.indexOf(tech.fullName)).toBeLessThan(names.indexOf(art.fullName));
    // Only an old visit: outside the default month.
    expect(names).not.toContain(teacher.fullName);
    const techCard = page.locator('.featured-card', { hasText: tech.fullName });
    expect(await techCard.innerText()).toMatch(/3 visitantes únicos[\s\S]*1 día activo/);
    expect(await techCard.innerText()).toContain('Tecnología');
    expect(await page.getByText(`Mostrando ${names.length} creadores`).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('has no accessibility violations on a desktop, and filters by category and period, reflected in the URL', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/creadores-destacados');
    await page.locator('.featured-card').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Tecnología' }).check();
    await expect.poll(() => query(page)).toBe('?categoria=tecnologia');
    await expect.poll(() => settledNames(page)).toContain(tech.fullName);
    expect(await cardNames(page)).not.toContain(art.fullName);
    expect(await onlyCategory(page, 'Tecnología')).toBe(true);

    await page.getByRole('radio', { name: 'Arte' }).check();
    await expect.poll(() => settledNames(page)).toContain(art.fullName);
    expect(await cardNames(page)).not.toContain(tech.fullName);
    expect(await onlyCategory(page, 'Arte')).toBe(true);

    await page.getByRole('radio', { name: 'Educación' }).check();
    await expect.poll(() => query(page)).toBe('?categoria=educacion');
    await expect.poll(() => onlyCategory(page, 'Educación')).toBe(true);
    await expect.poll(() => settledNames(page)).not.toContain(art.fullName);
    expect(await cardNames(page)).not.toContain(teacher.fullName);

    await page.getByLabel('Período').selectOption({ label: 'Últimos 3 meses' });
    await expect.poll(() => query(page)).toBe('?categoria=educacion&periodo=90d');
    await expect.poll(() => settledNames(page)).toContain(teacher.fullName);
    await page.getByLabel('Período').selectOption({ label: 'Última semana' });
    await expect.poll(() => query(page)).toBe('?categoria=educacion&periodo=7d');
    await expect.poll(() => settledNames(page)).not.toContain(teacher.fullName);

    // The URL alone restores the filters.
    await page.goto('/creadores-destacados?categoria=educacion&periodo=all');
    await expect.poll(() => settledNames(page)).toContain(teacher.fullName);
    expect(await page.getByRole('radio', { name: 'Educación' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Período').inputValue()).toBe('all');
    await context.close();
  });

  it('opens the profile from Ver Perfil', async () => {
    const { context, page } = await newPage(browser, { mobile: true });
    await page.goto('/creadores-destacados?categoria=tecnologia');
    await page.getByRole('link', { name: `Ver Perfil de ${tech.fullName}` }).click();
    await page.waitForURL(`**/u/${tech.username}`);
    await context.close();
  });
});
