import sharp from 'sharp';
import { DEMO_LOGIN } from '../../apps/server/src/db/seed';
import { startServer } from '../../e2e/support/server-process';
import { lighthouseRun, lighthouseTable } from './lighthouse';
import { pageWeight } from './page-weight';

/**
 * `npm run bench:blocks -w bench` (after `npm run build`): /u/demo with issue 24's blocks on it — three
 * social icons, a link with a thumbnail, a YouTube player and a Spotify playlist player, the fans'
 * form, another font and button style, a photo as background — measured as a phone loads it:
 * Lighthouse (median of BENCH_LIGHTHOUSE_RUNS) and the bytes as received.
 */
async function call(base: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: unknown }).data;
}

/** A photo-sized noisy JPEG (noise compresses like a photo does, unlike a flat colour). */
function photo(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(base: string, token: string, path: string, image: Buffer) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
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
  await call(server.url, token, 'POST', '/links', {
    title: 'Mi lista',
    url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    display: 'embed',
  });
  const shop = (await call(server.url, token, 'POST', '/links', {
    title: 'Mi tienda',
    url: 'https://tienda.example.com',
  })) as { link: { id: number } };
  await upload(server.url, token, `/links/${shop.link.id}/thumbnail`, await photo(800, 800));
  await upload(server.url, token, '/users/profile/background', await photo(1920, 1280));
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
