import type { Slide } from '@forecourt/shared';
import { ArrowIcon } from '@forecourt/shared/ui/Icons';
import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_NEXT_ATTRIBUTE,
  CAROUSEL_PREVIOUS_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  carouselStartIndex,
} from '../../document/carousel-markup';

// The hero's slides (spec: 001 §2 "Carousel with arrows (disabled at the ends) and dots", §3 Slide).
// The server HTML is a horizontally scrolling track with one slide per view (snap points), so without
// JavaScript a visitor scrolls or swipes through it and every slide's link works; the track is
// focusable so the keyboard can scroll it. The arrows and dots only work with JavaScript, so they are
// shown only then (data-fc-needs-js, from the first paint: no shift); client/carousel.ts drives them.

/** An arrow button; the previous one is the next one's icon mirrored (CSS). */
function CarouselArrow({ direction }: { direction: 'previous' | 'next' }) {
  const marker = direction === 'previous' ? CAROUSEL_PREVIOUS_ATTRIBUTE : CAROUSEL_NEXT_ATTRIBUTE;
  return (
    <button
      type="button"
      className={`fc-carousel__arrow fc-carousel__arrow--${direction}`}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      {...{ [marker]: '' }}
    >
      <ArrowIcon className="fc-icon" />
    </button>
  );
}

/**
 * The site's slides as a carousel; a single slide is shown as it is, without controls.
 * @example <HeroCarousel slides={tenant.home.slides} />
 */
export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  if (slides.length === 0) return null;
  const many = slides.length > 1;
  return (
    <section
      className="fc-carousel"
      aria-roledescription="carousel"
      aria-label="Highlights"
      {...{ [CAROUSEL_ATTRIBUTE]: String(carouselStartIndex(slides.length)) }}
    >
      <ul
        className="fc-slides"
        tabIndex={many ? 0 : undefined}
        aria-label="Slides"
        {...{ [CAROUSEL_TRACK_ATTRIBUTE]: '' }}
      >
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            id={`fc-slide-${slide.id}`}
            className={slide.hide_overlay ? 'fc-slide' : 'fc-slide fc-slide--overlay'}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            <h2 className="fc-slide__name">{slide.url ? <a href={slide.url}>{slide.name}</a> : slide.name}</h2>
            {slide.description && <p className="fc-slide__description">{slide.description}</p>}
          </li>
        ))}
      </ul>
      {many && (
        <div className="fc-carousel__controls" data-fc-needs-js="">
          <CarouselArrow direction="previous" />
          <ul className="fc-carousel__dots" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="fc-carousel__dot"
                  aria-label={`Slide ${index + 1}: ${slide.name}`}
                  aria-controls={`fc-slide-${slide.id}`}
                  {...{ [CAROUSEL_DOT_ATTRIBUTE]: String(index) }}
                />
              </li>
            ))}
          </ul>
          <CarouselArrow direction="next" />
        </div>
      )}
    </section>
  );
}
