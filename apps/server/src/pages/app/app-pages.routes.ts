import { join } from 'node:path';
import { AUTH_MESSAGES } from '@enlaza/shared/auth';
import { filtersFromSearch, searchWithFilters } from '@enlaza/shared/featured';
import { LIMITS } from '@enlaza/shared/limits';
import { type AppPageData, DEMO_USERNAME, landingSampleOf } from '@enlaza/shared/public';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, sendHtml } from '../../http/html-answers';
import type { Clock } from '../../lib/clock';
import { loadClientManifest } from '../../web/client-manifest';
import type { EncodedDocument } from '../../web/encoded-document';
import { loadWebRenderer } from '../../web/page-renderer';
import { clientConfig, DEFAULT_HEAD, loadHtmlShell } from '../../web/serve-web';
import type { PagesDeps } from '../pages-deps';
import { accountFormRoutes } from './account-forms.routes';
import { AppPageRender } from './app-page-render';

/** An object that changes once a minute: the cache key of the pages that read no data. */
function minuteToken(clock: Clock): { current(): object } {
  let minute = -1;
  let token = {};
  return {
    current() {
      const now = Math.floor(clock.now().getTime() / 60_000);
      if (now !== minute) {
        minute = now;
        token = {};
      }
      return token;
    },
  };
}

/** Tells site-main.ts to start the app on the visitor's first touch (`APP_ON_INTENT_PAGES`). */
const START_ON_INTENT = '<meta name="enlaza-app-start" content="intent">';

/** Addresses whose last document is kept to answer while the next one renders. */
const MAX_REMEMBERED = 100;

/** Login and register: rendered like the others, but answers of the account screens stay out of shared caches. */
const ACCOUNT_PAGES = new Set(['/login', '/register']);

/**
 * The data a page is rendered from, read per request; `source`: the cached object it came from;
 * `url`: the one address whose document is kept with it (the page's path when not given).
 */
type PageData = { data: AppPageData; source?: object; url?: string };

/**
 * The app's public pages — landing, featured creators, legal pages, login, register — server-rendered
 * with the web app's own components, readable without JavaScript, and served with site.html: the same
 * markup and styles with no React on load. The islands (`ISLAND_PAGES`) are never hydrated; login and
 * register (`APP_ON_INTENT_PAGES`) carry the data they were rendered from, and main.tsx hydrates them
 * once the visitor first touches the page (their forms post without it meanwhile). Which pages these
 * are is the web's list (`APP_PAGES` in entry-server.tsx). Without a build they are left to the app's
 * fallback; without site.html, login and register load the app at once.
 */
export async function appPagesRoutes(app: FastifyInstance, deps: PagesDeps): Promise<void> {
  const loaded = await loadWebRenderer(deps.config.webDistDir, deps.log);
  const shell = loadHtmlShell(deps.config);
  if (!loaded || !shell.built) return;
  const renderer = loaded;
  const manifest = loadClientManifest(join(deps.config.webDistDir, 'client'));
  // The pages that need no React (issue 38): site.html with its islands, the app's styles, no app script
  // until a link into the app is about to be followed (the entry's files are named for that).
  const siteShell = loadHtmlShell(deps.config, 'site.html');
  const islands = new Set(siteShell.built ? (renderer.ISLAND_PAGES ?? []) : []);
  const onIntent = new Set(siteShell.built ? (renderer.APP_ON_INTENT_PAGES ?? []) : []);
  const appEntry = (screens: readonly string[] = []) =>
    `<meta name="enlaza-app" content="${escapeHtml(manifest.entryScripts(screens).join(' '))}">`;
  const islandsEntry = appEntry();
  const config = clientConfig(deps.config);
  const publicService = deps.publicReads;
  // A rendered document is kept beside the data it came from (the public read cache hands out the same
  // object while it is fresh); pages without data are kept a minute (the legal pages show today's date).
  // Kept with its compressed variants; a render that comes out the same finds the last one's.
  const rendered = new WeakMap<object, Map<string, Promise<EncodedDocument>>>();
  const staticPages = minuteToken(deps.clock);
  const offLoop = new AppPageRender(renderer, deps.config.webDistDir, deps.log);
  app.addHook('onClose', () => offLoop.close());
  // The last document served at each address: while the next one renders (its data changed), the
  // requests arriving meanwhile get this one at once instead of waiting (stale while revalidating).
  const latest = new Map<string, EncodedDocument>();

  async function dataFor(request: FastifyRequest, path: string): Promise<PageData> {
    if (path === '/') {
      const found = await publicService.profile(DEMO_USERNAME);
      return {
        data: { path, landingSample: found ? landingSampleOf(found.profile) : null },
        ...(found ? { source: found } : {}),
      };
    }
    if (path === '/creadores-destacados') {
      const filters = filtersFromSearch(new URL(request.url, 'http://localhost').searchParams);
      const creators = await deps.featured.featured({
        period: filters.period,
        limit: LIMITS.featuredCreatorsLimit,
        category: filters.category ?? undefined,
      });
      const search = searchWithFilters(new URLSearchParams(), filters).toString();
      return {
        data: { path, featured: { ...filters, creators } },
        source: creators,
        url: search ? `${path}?${search}` : path,
      };
    }
    return { data: { path }, source: staticPages.current() };
  }

  function remember(url: string, document: EncodedDocument): void {
    latest.delete(url);
    latest.set(url, document);
    // The category filter is free text: only the most recently rendered addresses are kept.
    for (const oldest of latest.keys()) {
      if (latest.size <= MAX_REMEMBERED) break;
      latest.delete(oldest);
    }
  }

  const keep = (document: Promise<string>) => document.then((html) => app.encodedDocuments.of(html));

  async function render(request: FastifyRequest, path: string, data: AppPageData): Promise<string> {
    const page = await offLoop.render(request.url, data, config);
    const screens = renderer.APP_PAGES[path] ?? [];
    if (islands.has(path)) {
      const head = page.head + manifest.stylesheetTags(screens) + islandsEntry;
      return siteShell.render({ head, body: page.html });
    }
    if (onIntent.has(path)) {
      const head = page.head + manifest.stylesheetTags(screens) + appEntry(screens) + START_ON_INTENT;
      return siteShell.render({ head, body: page.html, data });
    }
    return shell.render({ head: page.head + manifest.headTags(screens), body: page.html, data });
  }

  async function send(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    try {
      const { data, source, url } = await dataFor(request, path);
      if (!source || request.url !== (url ?? path)) return sendHtml(reply, await render(request, path, data));
      // Kept as a promise: requests arriving while it renders (a burst) wait for that one rendering.
      const pages = rendered.get(source) ?? new Map<string, Promise<EncodedDocument>>();
      rendered.set(source, pages);
      let document = pages.get(path);
      if (!document) {
        const next = keep(render(request, path, data));
        document = next;
        pages.set(path, next);
        next.then(
          (done) => remember(request.url, done),
          () => pages.delete(path),
        );
        const previous = latest.get(request.url);
        if (previous) return sendHtml(reply, previous);
      }
      return sendHtml(reply, await document);
    } catch (error) {
      // The app still works when reading or rendering fails: it renders in the browser instead.
      request.log.error({ err: error, path }, 'app page render failed');
      return sendHtml(reply, shell.render({ head: DEFAULT_HEAD }));
    }
  }

  // Login and register without JavaScript: their forms post here; a session goes to the app in the page.
  await accountFormRoutes(app, deps, render, (session) =>
    shell.render({
      head: `<title>${escapeHtml(AUTH_MESSAGES.signedIn)}</title>`,
      body: `<main class="container"><p>${escapeHtml(AUTH_MESSAGES.signedIn)} <a href="/dashboard">${escapeHtml(AUTH_MESSAGES.openDashboard)}</a></p></main>`,
      data: { path: '/dashboard', session },
    }),
  );

  for (const path of Object.keys(renderer.APP_PAGES)) {
    // The same for everyone, so shared caches keep them (issue 23); the account screens are left out.
    const config = { publicCache: !ACCOUNT_PAGES.has(path) };
    app.get(path, { config }, (request, reply) => send(request, reply, path));
  }
}
