import { afterEach, describe, expect, it } from 'vitest';
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

  it('never loads an address that is not https', () => {
    const root = poster('javascript:alert(1)');
    activateEmbeds(root);
    (root.querySelector('button') as HTMLButtonElement).click();
    expect(root.querySelector('iframe')).toBeNull();
  });
});
