import { PUBLIC_MESSAGES } from '@enlaza/shared/public';
import { browserShareEnvironment, shareOrCopy } from '../utils/share-or-copy';

const MESSAGE_MS = 3000;

/**
 * The server-rendered share buttons (ShareButton's markup, `data-share-*`) brought to life without
 * React: the device's share sheet, or the link copied and said so in the button's status line.
 */
export function activateShareButtons(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-share-url]')) {
    const status = button.nextElementSibling;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (message: string) => {
      if (!(status instanceof HTMLElement)) return;
      clearTimeout(timer);
      status.textContent = message;
      status.className = message ? 'pp-toast' : 'visually-hidden';
      if (message) timer = setTimeout(() => say(''), MESSAGE_MS);
    };
    button.addEventListener('click', async () => {
      const { shareUrl = '', shareTitle = '', shareText, shareCopied = '' } = button.dataset;
      const outcome = await shareOrCopy(
        { url: shareUrl, title: shareTitle, text: shareText },
        browserShareEnvironment(),
      );
      if (outcome === 'copied') say(shareCopied);
      if (outcome === 'failed') say(PUBLIC_MESSAGES.copyFailed);
    });
  }
}
