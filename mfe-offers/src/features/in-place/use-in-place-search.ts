import { type FormEvent, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

// A search island's state, shared by the special offers and the parts searches: the view on screen, and
// a change as a page URL. A change loads the view for that URL (the island's controller, a chunk of its
// own), pushes the URL and swaps the view; back and forward load the URL they land on. A failure keeps
// the last view and says so. The server HTML's links and GET form are the same controls: once hydrated
// they change the search in place, without JavaScript they load the page.

/** A view that knows its own page URL (what is pushed to the history). */
export interface PagedView {
  href: string;
}

export interface InPlaceSearch<View extends PagedView> {
  view: View;
  loading: boolean;
  failed: boolean;
  /** Shows the page at `href` in place. */
  navigate: (href: string) => void;
  /** A link's click handler: a plain left click is followed in place, any other is left to the browser. */
  follow: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** A GET form's submit handler: its fields become the query of `action`, shown in place. */
  submitTo: (action: string) => (event: FormEvent<HTMLFormElement>) => void;
}

/** A plain left click (no modifier: a new tab or window stays the browser's). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * @example const { view, follow, submitTo } = useInPlaceSearch(data.view, loadOffersViewLazily);
 * @param loadView the view of a page URL; module-level (a stable identity), it throws when it cannot load.
 */
export function useInPlaceSearch<View extends PagedView>(
  initial: View,
  loadView: (href: string) => Promise<View>,
): InPlaceSearch<View> {
  const [view, setView] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (href: string, push: boolean) => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const next = await loadView(href);
        if (ticket !== latest.current) return;
        if (push) window.history.pushState({ fcSearch: true }, '', next.href);
        setView(next);
        setFailed(false);
      } catch (error) {
        if (ticket !== latest.current) return;
        console.warn(error);
        setFailed(true);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [loadView],
  );

  useEffect(() => {
    const onPopState = () => void load(window.location.href, false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  const navigate = useCallback((href: string) => void load(href, true), [load]);
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      navigate(event.currentTarget.href);
    },
    [navigate],
  );
  const submitTo = useCallback(
    (action: string) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(event.currentTarget)) fields.append(name, String(value));
      navigate(`${action}?${fields}`);
    },
    [navigate],
  );
  return { view, loading, failed, navigate, follow, submitTo };
}
