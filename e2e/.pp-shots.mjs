import { chromium } from 'playwright-core';
const base = process.env.BASE;
const pages = (process.env.PAGES ?? '/u/demo').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const [w, h, tag] of [[390, 844, 'm'], [1280, 800, 'd']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/pp-shots/${tag}${name}.png`, fullPage: true });
  }
  if (errors.length) console.log(tag, errors);
  await ctx.close();
}
await browser.close();
