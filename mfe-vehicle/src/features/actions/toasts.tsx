import type { ToastMessage } from '@forecourt/shared/ui/Toast';
import { type ComponentType, useEffect, useState } from 'react';

// The page's toasts, loaded with the first one. A toast always answers something the visitor did
// (share, watchlist), so the toast region and queue (react-aria's toast, ~8 KB gzip) are not part of
// the first visit: `notify` loads them, then shows the toast; `ToastRegion` appears once they are here.

type ToastModule = typeof import('@forecourt/shared/ui/Toast');

let toastModule: Promise<ToastModule> | null = null;
const regionListeners = new Set<(module: ToastModule) => void>();

function loadToasts(): Promise<ToastModule> {
  toastModule ??= import('@forecourt/shared/ui/Toast').then((module) => {
    for (const listener of regionListeners) listener(module);
    return module;
  });
  return toastModule;
}

/**
 * Shows a toast, loading the toasts first the first time (a failure to load is logged only).
 * @example notify({ title: 'Car Saved In Watchlist' });
 */
export function notify(message: ToastMessage, timeoutMs?: number): void {
  loadToasts()
    .then((module) => module.showToast(message, timeoutMs))
    .catch((error: unknown) => console.error('[fc] the toasts could not load', error));
}

/**
 * Where the page's toasts appear: nothing until the first toast is asked for.
 * @example <ToastRegion />
 */
export function ToastRegion() {
  const [Region, setRegion] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = (module: ToastModule) => setRegion(() => module.Toasts);
    regionListeners.add(show);
    toastModule?.then(show, () => undefined);
    return () => {
      regionListeners.delete(show);
    };
  }, []);
  return Region ? <Region /> : null;
}
