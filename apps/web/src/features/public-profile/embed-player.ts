/**
 * 'Como reproductor' (issue 24): the page shows the player's poster (our own 'Reproducir' button, the
 * player's size, under the link as its caption) and loads the provider's player in its place only
 * when the visitor presses it, so nothing is requested from a third party before. Without JavaScript
 * the buttons stay hidden and each link is a plain link. Standalone (no React): event delegation on
 * `[data-embed]` buttons under `root`.
 */
const READY_CLASS = 'embeds-ready';

function swapInPlayer(button: HTMLButtonElement): void {
  const src = button.dataset.embed ?? '';
  const box = button.closest<HTMLElement>('[data-embed-box]');
  if (!box || !src.startsWith('https://')) return;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = button.dataset.embedTitle ?? button.textContent ?? '';
  frame.className = `pp-embed-frame is-${button.dataset.embedProvider ?? 'player'}`;
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.setAttribute('allowfullscreen', '');
  frame.tabIndex = 0;
  // The player takes the poster's place (same size), so nothing below it moves.
  button.after(frame);
  box.classList.add('is-playing');
  // Focus moves to the player before the button goes, so it is never lost to the page's start.
  frame.focus();
  button.hidden = true;
}

/** Shows the play buttons under `root` and loads a player when one is pressed. */
export function activateEmbeds(root: ParentNode): void {
  const host = root instanceof Document ? root.documentElement : root instanceof Element ? root : null;
  host?.classList.add(READY_CLASS);
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[data-embed]');
    if (!button) return;
    event.preventDefault();
    swapInPlayer(button);
  });
}
