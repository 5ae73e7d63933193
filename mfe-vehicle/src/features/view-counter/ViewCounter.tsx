import { css } from '@forecourt/shared/styled-system/css';
import { useEffect, useRef, useState } from 'react';

const styles = {
  views: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
};

/** "1234" → "1,234": the count arrives in the browser, after the server formatted the rest. */
function withThousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Reads `views` from the counter's answer; null for anything else. */
function viewsOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('views' in body)) return null;
  const { views } = body;
  return typeof views === 'number' && Number.isInteger(views) && views >= 0 ? views : null;
}

/**
 * Counts this page view once, after mount (spec: 000 §7 view.json), and shows "N views" when the
 * counter answers; nothing on the server, without JavaScript or when the call fails (logged).
 * @example <ViewCounter path={data.viewCounterPath} />
 */
export function ViewCounter({ path }: { path: string | null }) {
  const [views, setViews] = useState<number | null>(null);
  const counted = useRef(false);
  useEffect(() => {
    // Once per page view: the ref survives React re-running effects on the same mount (StrictMode).
    if (!path || counted.current) return;
    counted.current = true;
    fetch(path, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`view.json answered ${response.status}`);
        setViews(viewsOf(await response.json()));
      })
      .catch((error: unknown) => console.warn('[mfe-vehicle] view counter failed', error));
  }, [path]);
  if (views === null) return null;
  return <p className={styles.views}>{`${withThousands(views)} ${views === 1 ? 'view' : 'views'}`}</p>;
}
