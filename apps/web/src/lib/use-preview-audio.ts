import { useEffect, useRef, useState } from 'react';

export interface PreviewAudio {
  playing: boolean;
  /** 0–100 while playing. */
  progress: number;
  toggle: () => void;
}

/**
 * Plays and pauses a short preview (spec 01 §4 "Music preview"): the audio element is created on the
 * first press only, so a page that never plays downloads nothing; it stops when the component leaves.
 */
export function usePreviewAudio(url: string | null): PreviewAudio {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [progress, setProgress] = useState(0);

  // A new url (another item chosen) starts from a new element.
  // biome-ignore lint/correctness/useExhaustiveDependencies: url is the trigger on purpose
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
      setPlaying(false);
      setProgress(0);
    },
    [url],
  );

  const toggle = () => {
    if (!url) return;
    if (!audio.current) {
      const player = new Audio(url);
      player.addEventListener('timeupdate', () => {
        setProgress(player.duration ? Math.min(100, (player.currentTime / player.duration) * 100) : 0);
      });
      player.addEventListener('ended', () => {
        setPlaying(false);
        setProgress(0);
      });
      player.addEventListener('pause', () => setPlaying(false));
      player.addEventListener('play', () => setPlaying(true));
      audio.current = player;
    }
    if (audio.current.paused) void audio.current.play().catch(() => setPlaying(false));
    else audio.current.pause();
  };

  return { playing, progress, toggle };
}
