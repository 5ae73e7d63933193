import { countUpPriceText, PRICE_COUNT_UP_MS } from '@forecourt/shared/vehicle/price-comparison';
import { useEffect, useState } from 'react';

/**
 * A price counting up from $0 after mount (spec: 000 §9 "price count-up 2 s"). The server's text is
 * the first render (hydration) and the last frame; under reduced motion it never moves.
 * @example const shown = useCountUp(view.listingPrice, view.listingPriceText);
 */
export function useCountUp(target: number, finalText: string): string {
  const [text, setText] = useState(finalText);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let started: number | null = null;
    const step = (now: number) => {
      started ??= now;
      const elapsed = now - started;
      setText(elapsed >= PRICE_COUNT_UP_MS ? finalText : countUpPriceText(target, elapsed));
      if (elapsed < PRICE_COUNT_UP_MS) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target, finalText]);
  return text;
}
