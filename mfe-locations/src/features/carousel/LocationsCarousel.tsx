import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { useEffect, useRef, useState } from 'react';
import { LocationCard } from '../location-card/LocationCard';
import type { CarouselData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '4', py: '6' }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  hint: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  arrows: css({ display: 'flex', gap: '2' }),
  track: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(16rem, 85%)',
    md: { gridAutoColumns: 'calc((100% - 2rem) / 3)' },
    gap: '4',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    '& > li': { scrollSnapAlign: 'start' },
  }),
};

/**
 * "Our Locations": a row of location cards that scrolls sideways (by swipe, or by the arrows once
 * hydrated, disabled at the ends), opening on the card at `startIndex`; a Swipe hint above 3 cards.
 * @example <LocationsCarousel {...carouselData(load, new Date())} />
 */
export function LocationsCarousel({ cards, swipeHint, startIndex }: CarouselData) {
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(startIndex);
  const go = (next: number) => {
    const bounded = Math.max(0, Math.min(cards.length - 1, next));
    setIndex(bounded);
    const item = track.current?.children[bounded] as HTMLElement | undefined;
    track.current?.scrollTo({ left: item?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  // Open on the start card once the page runs (the server's HTML starts at the first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    const item = track.current?.children[startIndex] as HTMLElement | undefined;
    if (track.current && item) track.current.scrollLeft = item.offsetLeft - track.current.offsetLeft;
  }, []);
  return (
    <section className={styles.root} aria-labelledby="our-locations">
      <div className={styles.header}>
        <h2 id="our-locations" className={styles.title}>
          Our Locations
        </h2>
        {swipeHint && <p className={styles.hint}>Swipe</p>}
        <div className={styles.arrows}>
          <Button
            variant="secondary"
            aria-label="Previous location"
            isDisabled={index === 0}
            onPress={() => go(index - 1)}
          >
            ‹
          </Button>
          <Button
            variant="secondary"
            aria-label="Next location"
            isDisabled={index >= cards.length - 1}
            onPress={() => go(index + 1)}
          >
            ›
          </Button>
        </div>
      </div>
      <ul ref={track} className={styles.track} aria-label="Our Locations">
        {cards.map((card) => (
          <li key={card.slug}>
            <LocationCard card={card} links={{ details: 'View Location', stock: true }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
