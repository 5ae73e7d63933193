import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { ChevronIcon } from '@forecourt/shared/ui/Icons';
import { useId, useState } from 'react';
import { useMounted } from '../search-page/use-mounted';
import type { PromoPlacement, PromoSlideView } from './promo-placement';

const styles = {
  card: css({
    display: 'grid',
    alignContent: 'center',
    gap: '3',
    height: 'full',
    minHeight: '16',
    p: '6',
    borderRadius: 'lg',
    bg: 'primary',
    color: 'primaryContrast',
    _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'CanvasText' },
  }),
  eyebrow: css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', textTransform: 'uppercase' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' }),
  text: css({ m: '0' }),
  link: css({
    color: 'primaryContrast',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _focusVisible: { focusRing: 'outside' },
    '--fc-focus-ring': 'token(colors.primaryContrast)',
  }),
  slide: css({ display: 'grid', gap: '2', '&[hidden]': { display: 'none' } }),
  plain: css({ bg: 'surface', color: 'text', '& a': { color: 'primary' } }),
  controls: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  arrow: css({ color: 'primaryContrast', '&[data-disabled]': { opacity: 0.4 } }),
  dots: css({ display: 'flex', gap: '1' }),
  dot: css({
    display: 'grid',
    placeItems: 'center',
    width: '6',
    height: '6',
    p: '0',
    border: 'none',
    borderRadius: 'full',
    bg: 'transparent',
    cursor: 'pointer',
    _before: { content: '""', width: '2', height: '2', borderRadius: 'full', bg: 'currentColor', opacity: 0.5 },
    '&[aria-current="true"]::before': { opacity: 1, width: '3', height: '3' },
    color: 'primaryContrast',
    _focusVisible: { focusRing: 'outside' },
    '--fc-focus-ring': 'token(colors.primaryContrast)',
  }),
};

/** The grid variant: one card with the site's call to action (spec: 000 §2). */
function PromoCard({ title, href }: Pick<PromoPlacement, 'title' | 'href'>) {
  return (
    <aside className={styles.card} aria-label="Offer">
      <p className={styles.eyebrow}>Offer</p>
      <h3 className={styles.heading}>
        <a className={styles.link} href={href}>
          {title}
        </a>
      </h3>
    </aside>
  );
}

function Slide({
  slide,
  index,
  count,
  shown,
}: {
  slide: PromoSlideView;
  index: number;
  count: number;
  shown: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern's slide is a group; a fieldset is for form controls
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      hidden={!shown}
      className={styles.slide}
    >
      <h3 className={styles.heading}>{slide.name}</h3>
      {slide.description && <p className={styles.text}>{slide.description}</p>}
      {slide.url && (
        <a className={styles.link} href={slide.url}>
          {`Find out more about ${slide.name}`}
        </a>
      )}
    </div>
  );
}

/**
 * The carousel variant (spec: 000 §2 "also a carousel variant"; 001 §2 "Carousel with arrows
 * (disabled at the ends) and dots"): one slide at a time. Without JavaScript the first slide shows;
 * the arrows and dots appear in the browser.
 */
function PromoCarousel({ slides }: Pick<PromoPlacement, 'slides'>) {
  const mounted = useMounted();
  const [index, setIndex] = useState(0);
  const labelId = useId();
  const current = slides[index];
  const plain = current?.hideOverlay ?? false;
  return (
    <section
      className={`${styles.card} ${plain ? styles.plain : ''}`}
      aria-roledescription="carousel"
      aria-labelledby={labelId}
    >
      <p id={labelId} className={styles.eyebrow}>
        Offers
      </p>
      {slides.map((slide, slideIndex) => (
        <Slide key={slide.id} slide={slide} index={slideIndex} count={slides.length} shown={slideIndex === index} />
      ))}
      {mounted && slides.length > 1 && (
        <div className={styles.controls}>
          <Button
            variant="ghost"
            size="sm"
            className={styles.arrow}
            aria-label="Previous slide"
            isDisabled={index === 0}
            onPress={() => setIndex(index - 1)}
          >
            <ChevronIcon direction="left" />
          </Button>
          <div className={styles.dots}>
            {slides.map((slide, slideIndex) => (
              <button
                key={slide.id}
                type="button"
                className={styles.dot}
                aria-label={`Show slide ${slideIndex + 1}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => setIndex(slideIndex)}
              />
            ))}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className={styles.arrow}
            aria-label="Next slide"
            isDisabled={index === slides.length - 1}
            onPress={() => setIndex(index + 1)}
          >
            <ChevronIcon direction="right" />
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * The promo card in its grid cell: the site's call to action, or its carousel of slides.
 * @example <Promo promo={context.settings.promo} />
 */
export function Promo({ promo }: { promo: PromoPlacement }) {
  return promo.variant === 'carousel' ? (
    <PromoCarousel slides={promo.slides} />
  ) : (
    <PromoCard title={promo.title} href={promo.href} />
  );
}
