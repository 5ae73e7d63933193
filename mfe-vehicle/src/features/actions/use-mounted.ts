import { useEffect, useState } from 'react';

/**
 * False on the server and in the first client render (so hydration matches the server HTML), true once
 * mounted: for what reads the visitor's state (device lists, session, scroll) or needs JavaScript.
 * @example const mounted = useMounted(); return mounted ? <SaveToggles … /> : null;
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
