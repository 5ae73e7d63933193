import { SPIN_AUTO_ROTATE_MS } from '@forecourt/shared/vehicle/spin';
import { useEffect, useRef } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for reduced motion, read once when the viewer mounts (it renders in the
 * browser only, so there is no server value to match).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION).matches
  );
}

/**
 * Calls `step` every 100 ms (spec: 000 §9 "auto-rotate every 100 ms") while `active`.
 * @example useAutoRotate(rotating && ready, () => setFrame((frame) => nextFrame(frame, total)));
 */
export function useAutoRotate(active: boolean, step: () => void): void {
  // The latest step, without restarting the timer on every render.
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => latest.current(), SPIN_AUTO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}
