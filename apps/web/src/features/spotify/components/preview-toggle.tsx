import { SPOTIFY_MESSAGES as M } from '@enlaza/shared/spotify';
import { usePreviewAudio } from '../../../lib/use-preview-audio';

/** Preview / Pausar for an item with a preview audio, with a progress bar while it plays. */
export function PreviewToggle({ url, name }: { url: string; name: string }) {
  const { playing, progress, toggle } = usePreviewAudio(url);
  return (
    <div className="sp-preview">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={toggle}
        aria-pressed={playing}
        aria-label={`${playing ? M.pause : M.preview}: ${name}`}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        <span>{playing ? M.pause : M.preview}</span>
      </button>
      {playing ? (
        <div
          className="sp-progress"
          role="progressbar"
          aria-label={`${M.preview}: ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </div>
  );
}
