import { OFFERS_EMPTY_TEXT, OFFERS_EMPTY_TITLE, SPECIAL_OFFERS_PATH } from '@forecourt/shared/offers/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { useRef, useState } from 'react';
import type { OfferCardView } from '../offer-card/view';
import { carouselControls, stepCarousel } from './carousel';

// The offers carousel for the home page and menus (issue 15 "Fragments for others"; spec: 001 §2
// "Carousel with arrows (disabled at the ends) and dots"). Server HTML is a list of offer slides that
// scrolls natively; once hydrated, the arrows and dots (hidden without JavaScript) move one slide.

/** The island's props: the fragment's data. */
export interface OffersCarouselData {
  remoteVersion: string;
  slides: Pick<OfferCardView, 'id' | 'name' | 'manufacturer' | 'model' | 'category' | 'href' | 'image'>[];
}

const styles = {
  root: css({ display: 'grid', gap: '4', py: '6' }),
  header: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' }),
  title: css({ m: '0', fontSize: '2xl', fontWeight: 'bold' }),
  all: css({ color: 'primary', _focusVisible: { focusRing: 'outside' } }),
  track: css({
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: { base: '85%', md: '45%', lg: '31%' },
    gap: '4',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    listStyle: 'none',
    m: '0',
    p: '0',
  }),
  slide: css({
    scrollSnapAlign: 'start',
    display: 'grid',
    gap: '2',
    bg: 'surface',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  image: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }),
  slideBody: css({ display: 'grid', gap: '1', p: '4' }),
  category: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  slideTitle: css({ m: '0', fontSize: 'md', fontWeight: 'bold' }),
  link: css({ color: 'text', _focusVisible: { focusRing: 'outside' } }),
  controls: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3' }),
  dots: css({ display: 'flex', gap: '1', listStyle: 'none', m: '0', p: '0' }),
  dot: css({ minWidth: '6', px: '2', '&[aria-current="true"]': { bg: 'primary', color: 'primaryContrast' } }),
};

/**
 * The carousel.
 * @example <OffersCarousel remoteVersion="0.1.0" slides={slides} />
 */
export function OffersCarousel({ slides }: OffersCarouselData) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const show = (next: number) => {
    setIndex(next);
    const slide = track.current?.children[next];
    // Moves the track only: the page itself stays where the visitor scrolled it.
    if (slide instanceof HTMLElement && track.current) {
      track.current.scrollTo({ left: slide.offsetLeft - track.current.offsetLeft, behavior: 'smooth' });
    }
  };
  const controls = carouselControls(index, slides.length);

  return (
    <section className={styles.root} aria-roledescription="carousel" aria-labelledby="fc-offers-carousel-title">
      <div className={styles.header}>
        <h2 id="fc-offers-carousel-title" className={styles.title}>
          Special Offers
        </h2>
        <a className={styles.all} href={SPECIAL_OFFERS_PATH}>
          View all offers
        </a>
      </div>
      {slides.length === 0 ? (
        <div>
          <p className={styles.slideTitle}>{OFFERS_EMPTY_TITLE}</p>
          <p>{OFFERS_EMPTY_TEXT}</p>
        </div>
      ) : (
        <>
          <ul ref={track} className={styles.track}>
            {slides.map((slide, position) => (
              <li
                key={slide.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${slides.length}`}
              >
                {slide.image ? (
                  <img
                    className={styles.image}
                    src={slide.image.src}
                    alt={slide.image.alt}
                    width={400}
                    height={300}
                    loading="lazy"
                  />
                ) : null}
                <div className={styles.slideBody}>
                  <p className={styles.category}>{slide.category}</p>
                  <h3 className={styles.slideTitle}>
                    <a className={styles.link} href={slide.href}>
                      {slide.name}
                    </a>
                  </h3>
                  <p className={styles.category}>{`${slide.manufacturer} ${slide.model}`}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className={styles.controls}>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Previous offer"
              isDisabled={controls.previousDisabled}
              onPress={() => show(stepCarousel(index, slides.length, -1))}
            >
              ‹
            </Button>
            <ul className={styles.dots}>
              {slides.map((slide, position) => (
                <li key={slide.id}>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.dot}
                    aria-label={`Offer ${position + 1}`}
                    aria-current={position === index ? 'true' : undefined}
                    onPress={() => show(position)}
                  >
                    {position + 1}
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Next offer"
              isDisabled={controls.nextDisabled}
              onPress={() => show(stepCarousel(index, slides.length, 1))}
            >
              ›
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
