import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render (so hydration matches the server HTML), true
 * once mounted: for what only works with JavaScript (sliders, device lists, carousel controls).
 * @example const mounted = useMounted(); return mounted ? <RangeSlider … /> : <p>{summary}</p>;
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
