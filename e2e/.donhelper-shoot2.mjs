import { chromium } from 'playwright-core';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@enlaza.ar', password: 'demo1234' }) });
const { data } = await res.json();
for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desk', { width: 1280, height: 800 }]]) {
  const ctx = await browser.newContext({ viewport, locale: 'es-AR' });
  await ctx.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [data.token, JSON.stringify(data.user)]);
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto(`${base}/dashboard`);
  await (process.env.SCREEN ? page.getByText('Hola, ').waitFor() : page.getByText('¡Conectado con MercadoPago!').waitFor());
  await page.screenshot({ path: `/tmp/donhelper-shots/${name}-home.png`, fullPage: true });
  await page.getByRole('button', { name: /opciones de MercadoPago/ }).click();
  await page.screenshot({ path: `/tmp/donhelper-shots/${name}-menu.png` });
  await page.getByRole('menuitem', { name: 'Configurar MercadoPago' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/donhelper-shots/${name}-settings.png` });
  if (process.env.SCREEN) {
    await page.goto(`${base}/dashboard/donations`);
    await page.getByRole('heading', { name: 'Historial de donaciones' }).waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/donhelper-shots/${name}-donations.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
