import { PUBLIC_MESSAGES, type PublicMusicContent } from '@enlaza/shared/public';
import { trackMusicClick } from '../api/track-music-click';

/** The thin bar under the toggle while the preview plays (ProgressBar's markup). */
function progressBar(): { bar: HTMLDivElement; show: (percent: number) => void } {
  const bar = document.createElement('div');
  bar.className = 'pp-progress pp-progress-thin';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', PUBLIC_MESSAGES.preview);
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  const fill = document.createElement('span');
  bar.append(fill);
  const show = (percent: number) => {
    bar.setAttribute('aria-valuenow', String(Math.round(percent)));
    fill.style.width = `${percent}%`;
  };
  show(0);
  return { bar, show };
}

/**
 * The featured music block (MusicWidget's markup) once the script runs: following the cover or the
 * button counts the 'spotify' click, and with a preview audio the server's link to the audio file
 * becomes a Preview / Pausar toggle, with its progress bar while it plays.
 */
export function activateMusic(root: ParentNode, username: string, content: PublicMusicContent): void {
  const block = root.querySelector('.pp-music');
  if (!block) return;
  const listen = () => trackMusicClick(username, content.spotify_url);
  for (const link of block.querySelectorAll('a[href]')) {
    link.addEventListener('click', listen);
    link.addEventListener('auxclick', listen);
  }
  const actions = block.querySelector('.pp-music-actions');
  const previewUrl = content.preview_url;
  if (!actions || !previewUrl) return;

  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'pp-button-outline pp-button-small';
  const { bar, show } = progressBar();
  const setPlaying = (playing: boolean) => {
    toggle.setAttribute('aria-pressed', String(playing));
    toggle.textContent = playing ? PUBLIC_MESSAGES.pause : PUBLIC_MESSAGES.preview;
    if (playing) actions.after(bar);
    else bar.remove();
  };
  setPlaying(false);
  let audio: HTMLAudioElement | null = null;
  toggle.addEventListener('click', () => {
    if (!audio) {
      const player = new Audio(previewUrl);
      player.addEventListener('timeupdate', () => {
        show(player.duration ? Math.min(100, (player.currentTime / player.duration) * 100) : 0);
      });
      player.addEventListener('ended', () => {
        setPlaying(false);
        show(0);
      });
      player.addEventListener('pause', () => setPlaying(false));
      player.addEventListener('play', () => setPlaying(true));
      audio = player;
    }
    if (audio.paused) void audio.play().catch(() => setPlaying(false));
    else audio.pause();
  });
  const placeholder = actions.querySelector('a[data-music-preview]');
  if (placeholder) placeholder.replaceWith(toggle);
  else actions.append(toggle);
}
