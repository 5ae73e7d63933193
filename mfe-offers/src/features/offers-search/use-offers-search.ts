import { useCallback, useEffect, useRef, useState } from 'react';
import type { OffersSearchView } from './view';

// The island's search state: the view on screen, and a change as a page URL. A change loads the
// controller's chunk on first use, asks the API, pushes the page's URL and swaps the view; back and
// forward load the URL they land on. A failure keeps the last view and says so.

export interface OffersSearch {
  view: OffersSearchView;
  loading: boolean;
  failed: boolean;
  /** Shows the page at `href` (a `/special-offers?…` URL) in place. */
  navigate: (href: string) => void;
}

/**
 * @example const { view, navigate } = useOffersSearch(data.view);
 */
export function useOffersSearch(initial: OffersSearchView): OffersSearch {
  const [view, setView] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async (href: string, push: boolean) => {
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const { loadOffersView } = await import('./controller');
      const next = await loadOffersView(href);
      if (ticket !== latest.current) return;
      if (push) window.history.pushState({ fcOffers: true }, '', next.href);
      setView(next);
      setFailed(false);
    } catch (error) {
      if (ticket !== latest.current) return;
      console.warn(error);
      setFailed(true);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const onPopState = () => void load(window.location.href, false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  const navigate = useCallback((href: string) => void load(href, true), [load]);
  return { view, loading, failed, navigate };
}
