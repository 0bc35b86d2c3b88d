/**
 * Embedded players (YouTube, Spotify) behind a poster: the page ships only the poster, and its
 * 'Reproducir' button swaps in the player's iframe, so nothing of the provider loads until asked.
 * Markup: an element with `data-embed` (the player's URL) and `data-embed-title`, holding a button.
 */
export function activateEmbeds(root: ParentNode): void {
  for (const poster of root.querySelectorAll<HTMLElement>('[data-embed]')) {
    const src = poster.dataset.embed ?? '';
    if (!/^https:\/\//.test(src)) continue;
    poster.querySelector('button')?.addEventListener(
      'click',
      () => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = poster.dataset.embedTitle ?? '';
        frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
        frame.setAttribute('allowfullscreen', '');
        frame.className = 'pp-embed-frame';
        poster.replaceChildren(frame);
        frame.focus();
      },
      { once: true },
    );
  }
}
