import type { MusicItem } from '@enlaza/shared/spotify';
import { escapeHtml } from '../../../http/html-answers';
import { consentScreen, simulatorPage } from '../../simulator-html';

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f3f4f6; color: #111827; }
  .bar { background: #121212; color: #fff; padding: 0.75rem 1.25rem; font-weight: 700; }
  .bar span { color: #1ed760; }
  .note { background: #fff7d6; border-bottom: 1px solid #f1d27a; padding: 0.5rem 1.25rem; font-size: 0.9rem; margin: 0; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem;
    box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
  h1 { font-size: 1.35rem; margin: 0 0 1rem; }
  ul { padding-left: 1.25rem; } a { color: #1d4ed8; }
  form { margin: 0; } .actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 700; padding: 0.8rem 1rem; border-radius: 999px; border: 2px solid transparent;
    cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .primary { background: #1ed760; color: #000; } .secondary { background: #fff; color: #111827; border-color: #6b7280; }
  .item { display: flex; gap: 1rem; align-items: center; } .item img { border-radius: 0.5rem; }
  audio { width: 100%; margin-top: 1rem; }
`;

const SHELL = {
  style: STYLE,
  barHtml: '<span>●</span> Spotify · simulador',
  note: 'Simulado para desarrollo: esta página reemplaza a Spotify y funciona sin conexión.',
};

function page(title: string, body: string): string {
  return simulatorPage(SHELL, title, body);
}

export interface ConsentInput {
  state: string;
  redirectUri: string;
  codeChallenge: string;
  action: string;
}

/** Spotify's consent screen: a plain form, 'Autorizar' or 'Cancelar'. */
export function consentPage(input: ConsentInput): string {
  return page(
    'Autorizar Enlazá · Spotify (simulado)',
    consentScreen({
      provider: 'Spotify',
      abilities: [
        'Ver el nombre de tu cuenta.',
        'Buscar canciones y álbumes en el catálogo para destacarlos en tu página.',
      ],
      action: input.action,
      fields: { state: input.state, redirect_uri: input.redirectUri, code_challenge: input.codeChallenge },
    }),
  );
}

/** What 'Abrir en Spotify' opens in the simulator: the item, with its preview when it has one. */
export function itemPage(item: MusicItem): string {
  const kind = item.content_type === 'track' ? 'Canción' : 'Álbum';
  const cover = item.image_url
    ? `<img src="${escapeHtml(item.image_url)}" alt="Portada de ${escapeHtml(item.name)}" width="120" height="120">`
    : '';
  const audio = item.preview_url
    ? `<audio controls preload="none" src="${escapeHtml(item.preview_url)}"></audio>`
    : '';
  return page(
    `${item.name} · Spotify (simulado)`,
    `<p>${kind}</p><div class="item">${cover}<div><h1>${escapeHtml(item.name)}</h1><p>${escapeHtml(item.artist)}</p></div></div>${audio}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(`${title} · Spotify (simulado)`, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
