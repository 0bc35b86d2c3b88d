import { useEffect, useState } from 'react';
import type { Size as ImageSize } from '../utils/crop-geometry';

export interface LoadedImage {
  element: HTMLImageElement;
  size: ImageSize;
}

/** Decodes `src` into an image element; `onError` runs when the browser cannot decode it. */
export function useLoadedImage(src: string, onError: () => void): LoadedImage | null {
  const [loaded, setLoaded] = useState<LoadedImage | null>(null);
  useEffect(() => {
    let active = true;
    const element = new Image();
    element.onload = () => {
      if (!active) return;
      if (!element.naturalWidth || !element.naturalHeight) {
        onError();
        return;
      }
      setLoaded({ element, size: { width: element.naturalWidth, height: element.naturalHeight } });
    };
    element.onerror = () => {
      if (active) onError();
    };
    element.src = src;
    return () => {
      active = false;
    };
  }, [src, onError]);
  return loaded;
}
