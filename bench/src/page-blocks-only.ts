import { DEMO_LOGIN } from '../../apps/server/src/db/seed';
import { startServer } from '../../e2e/support/server-process';
import { lighthouseRun, lighthouseTable } from './lighthouse';
import { pageWeight } from './page-weight';

/**
 * `npm run bench:blocks -w bench` (after `npm run build`): /u/demo with issue 24's blocks on it — three
 * social icons, a YouTube player, the fans' form, another font and button style — measured as a
 * phone loads it: Lighthouse (median of BENCH_LIGHTHOUSE_RUNS) and the bytes as received.
 */
async function call(base: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
}

const server = await startServer();
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await call(server.url, token, 'PUT', '/social', {
    items: [
      { network: 'instagram', value: 'demo.enlaza' },
      { network: 'youtube', value: 'https://www.youtube.com/@enlaza' },
      { network: 'whatsapp', value: '+54 9 11 2345-6789' },
    ],
  });
  await call(server.url, token, 'POST', '/links', {
    title: 'Mi último video',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    display: 'embed',
  });
  await call(server.url, token, 'PUT', '/subscribers/settings', { enabled: true });
  await call(server.url, token, 'PUT', '/users/profile/theme', {
    primary_color: '#6366f1',
    accent_color: '#f59e0b',
    background_style: 'gradient',
    font: 'lora',
    button_style: 'outline',
  });
  const weight = await pageWeight(server.url, '/u/demo');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `/u/demo with the issue 24 blocks: HTML ${kb(weight.htmlBytes)} (${weight.htmlCoding})  CSS ${kb(weight.cssBytes)}  JS ${kb(weight.jsBytes)} (${weight.scripts.length} files)  [${weight.status}]`,
  );
  console.log('Lighthouse mobile (performance):');
  console.log(lighthouseTable(await lighthouseRun(server.url, ['/u/demo'])));
} finally {
  await server.stop();
}
