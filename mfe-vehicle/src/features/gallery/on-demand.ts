import { useEffect, useState } from 'react';

// Big or rarely used parts of the gallery (the fullscreen viewer, the 360° spin viewer) are separate
// chunks, fetched by a dynamic import() only when the page is about to show them, so a first visit
// does not download them.

/** A loader that imports once: every call after the first gets the same promise (a failed one retries). */
export type OnDemand<T> = () => Promise<T>;

/**
 * Wraps a dynamic import so it runs once, on the first call (a hover or focus can start it early, the
 * press that needs it then finds it loaded or loading).
 * @example const loadSpinViewer = onDemand(() => import('./SpinViewer').then((module) => module.SpinViewer));
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * What `loader` resolves to, once `wanted` has been true (after mount: server and first client render
 * both get null, so hydration matches); null until then, and while it loads. A failed load leaves
 * null, so the page keeps its fallback.
 * @example const SpinViewer = useOnDemand(loadSpinViewer, mode === 'spinner');
 */
export function useOnDemand<T>(loader: OnDemand<T>, wanted: boolean): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loader().then(
      (value) => current && setLoaded({ value }),
      (error: unknown) => console.error('mfe-vehicle: a gallery chunk failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [loader, wanted, loaded]);
  return loaded?.value ?? null;
}
