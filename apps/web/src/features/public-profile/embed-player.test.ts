import { afterEach, describe, expect, it } from 'vitest';
import { activateEmbeds } from './embed-player';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('activateEmbeds', () => {
  it("swaps the poster for the player's iframe on 'Reproducir', and loads nothing before", () => {
    document.body.innerHTML = `<div data-embed="https://www.youtube-nocookie.com/embed/abc" data-embed-title="Video">
      <button type="button">Reproducir</button></div>`;
    activateEmbeds(document);
    expect(document.querySelector('iframe')).toBeNull();
    document.querySelector('button')?.click();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
    expect(frame?.title).toBe('Video');
    expect(document.querySelector('button')).toBeNull();
  });

  it('leaves a poster whose address is not https alone', () => {
    document.body.innerHTML = `<div data-embed="javascript:alert(1)"><button type="button">Reproducir</button></div>`;
    activateEmbeds(document);
    document.querySelector('button')?.click();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
