import { type StickyBars, stickyBarsAt } from '@forecourt/shared/vehicle/sticky-bars';
import { useEffect, useState } from 'react';

const NONE: StickyBars = { header: false, actionBar: false };

/**
 * Which sticky bars show at the page's scroll position (shared `stickyBarsAt`), following a passive
 * scroll listener at most once a frame; none on the server and in the first client render.
 * @example const bars = useStickyBars(sidebar.stickyActionBar);
 */
export function useStickyBars(actionBarEnabled: boolean): StickyBars {
  const [bars, setBars] = useState<StickyBars>(NONE);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = stickyBarsAt(window.scrollY, { actionBarEnabled });
      // Only a change re-renders: the bars appear once, not on every scroll event.
      setBars((current) => (current.header === next.header && current.actionBar === next.actionBar ? current : next));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [actionBarEnabled]);
  return bars;
}
