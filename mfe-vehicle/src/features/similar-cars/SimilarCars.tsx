import { css } from '@forecourt/shared/styled-system/css';
import { SIMILAR_CARS_LIMIT } from '@forecourt/shared/vehicle/similar-cars';
import { useEffect, useId, useState } from 'react';
import type { SimilarCarCardView, SimilarCarsView } from './card-view';
import { SimilarCarCard } from './SimilarCarCard';

const styles = {
  root: css({ display: 'grid', gap: '3', minWidth: '0' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  // A horizontal strip that scrolls (and snaps) sideways; each card's link is a tab stop, and focusing
  // one scrolls it into view, so the keyboard reaches every car.
  list: css({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: { base: '80%', sm: '45%', lg: '30%' },
    gap: '4',
    m: '0',
    p: '0',
    pb: '2',
    listStyle: 'none',
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    scrollSnapType: 'x mandatory',
    '& > li': { scrollSnapAlign: 'start', minWidth: '0' },
  }),
  placeholder: css({ aspectRatio: '3 / 4', borderRadius: 'lg', bg: 'surface' }),
  srOnly: css({ srOnly: true }),
};

/** The cards, or where loading them is: nothing yet (server render), loading, or failed. */
type Loaded = SimilarCarCardView[] | 'loading' | 'failed' | null;

/**
 * Similar cars (spec: 000 §2 "similar cars carousel", §7): at most 6 cards in a sideways strip, under
 * the page of an in-stock car and on the sold view. The fragment Worker usually loads them (so the page
 * without JavaScript has them); when it could not, the browser fetches them after mount in a chunk of
 * its own, showing 6 placeholders meanwhile. A failure is only logged (000 §8); no cars, no section.
 * @example <SimilarCars view={data.similarCars} />
 */
export function SimilarCars({ view }: { view: SimilarCarsView }) {
  const headingId = useId();
  // Server and first client render agree: the server's cards, or nothing until mounted.
  const [loaded, setLoaded] = useState<Loaded>(view.cards);

  useEffect(() => {
    if (view.cards) return;
    const controller = new AbortController();
    setLoaded('loading');
    import('./load-similar-cars')
      .then(({ loadSimilarCars }) => loadSimilarCars(view.slug, controller.signal))
      .then(setLoaded)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[fc] similar cars could not be loaded', error);
        setLoaded('failed');
      });
    return () => controller.abort();
  }, [view.cards, view.slug]);

  if (loaded === null || loaded === 'failed' || loaded.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={loaded === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        Similar cars
      </h2>
      {loaded === 'loading' ? (
        <>
          <p className={styles.srOnly}>Loading similar cars</p>
          <ul className={styles.list} aria-hidden="true">
            {Array.from({ length: SIMILAR_CARS_LIMIT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
              <li key={index} className={styles.placeholder} />
            ))}
          </ul>
        </>
      ) : (
        <ul className={styles.list}>
          {loaded.map((card) => (
            <li key={card.id}>
              <SimilarCarCard card={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
