import { useEffect, useState } from 'react';

/** How far the frames have loaded: `loaded` of `total`; `ready` once every frame has (or has failed). */
export interface FramePreload {
  loaded: number;
  total: number;
  ready: boolean;
}

/**
 * Fetches every frame of the spin before it becomes draggable (spec: 000 §4 "The spinner loads all
 * frames, then becomes draggable"), so turning it never waits on the network. A frame that fails
 * counts as done: one broken image does not lock the viewer.
 * @example const { ready, loaded, total } = useFramePreload(spin.frames);
 */
export function useFramePreload(frames: readonly string[]): FramePreload {
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    setLoaded(0);
    let current = true;
    const images = frames.map((src) => {
      const image = new Image();
      const done = () => current && setLoaded((count) => count + 1);
      image.onload = done;
      image.onerror = done;
      image.src = src;
      return image;
    });
    return () => {
      current = false;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [frames]);
  return { loaded, total: frames.length, ready: frames.length > 0 && loaded >= frames.length };
}
