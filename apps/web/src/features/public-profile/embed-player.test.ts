import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileLinks } from './components/profile-links';
import { activateEmbeds } from './embed-player';

function poster(src: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div data-embed-box="">
      <a class="pp-link" href="/l/7">Mi video</a>
      <button type="button" class="pp-embed-play" data-embed="${src}" data-embed-provider="youtube"
        data-embed-title="Reproductor de YouTube: Mi video">Reproducir</button>
    </div>`;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('activateEmbeds', () => {
  it('loads no player until play is pressed, then swaps it in with a title and moves focus to it', () => {
    const root = poster('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    activateEmbeds(root);
    expect(root.classList.contains('embeds-ready')).toBe(true);
    expect(root.querySelector('iframe')).toBeNull();
    const button = root.querySelector('button') as HTMLButtonElement;
    button.focus();
    button.click();
    const frame = root.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame?.title).toBe('Reproductor de YouTube: Mi video');
    expect(frame?.className).toBe('pp-embed-frame is-youtube');
    expect(document.activeElement).toBe(frame);
    expect(button.hidden).toBe(true);
  });

  it("is the player's poster: the link as caption, a play disc in a box sized for the provider; the player takes its place", () => {
    const root = document.createElement('div');
    root.innerHTML = renderToStaticMarkup(
      createElement(ProfileLinks, {
        links: [
          {
            id: 7,
            title: 'Mi lista',
            url: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
            icon: 'pi pi-headphones',
            order_position: 1,
            thumbnail_url: null,
            embed: {
              provider: 'spotify',
              src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M',
            },
          },
        ],
        icon: () => null,
      }),
    );
    document.body.append(root);
    const box = root.querySelector('[data-embed-box]') as HTMLElement;
    expect(box.className).toBe('pp-embed is-spotify');
    const [caption, poster] = [...box.children];
    expect(caption?.matches('a.pp-link')).toBe(true);
    expect(poster?.matches('button.pp-embed-play')).toBe(true);
    expect(poster?.querySelector('.pp-embed-play-disc svg')).toBeTruthy();
    expect(poster?.getAttribute('aria-label')).toBe('Reproducir Mi lista');
    expect(root.querySelector('iframe')).toBeNull();

    activateEmbeds(root);
    (poster as HTMLButtonElement).click();
    expect(box.classList.contains('is-playing')).toBe(true);
    expect(poster?.nextElementSibling?.tagName).toBe('IFRAME');
    expect(poster?.nextElementSibling?.className).toBe('pp-embed-frame is-spotify');
  });

  it('never loads an address that is not https', () => {
    const root = poster('javascript:alert(1)');
    activateEmbeds(root);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(root.querySelector('iframe')).toBeNull();
  });
});
