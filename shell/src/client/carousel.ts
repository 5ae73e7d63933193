import {
  CAROUSEL_ATTRIBUTE,
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_NEXT_ATTRIBUTE,
  CAROUSEL_PREVIOUS_ATTRIBUTE,
  CAROUSEL_READY_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
} from '../document/carousel-markup';

// Drives the hero carousel the server rendered as a scrolling track (pages/home/HeroCarousel.tsx):
// the arrows and dots scroll it to a slide, and follow it when the visitor scrolls or swipes it
// themselves. Arrows are disabled at the ends (spec: 001 §2); ← and → on the track move one slide.
// Under prefers-reduced-motion the track jumps instead of gliding.

/** Which slide a track scrolled `scrollLeft` of a `width`-wide view shows, of `count`. */
export function slideIndexAt(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.max(0, Math.min(count - 1, Math.round(scrollLeft / width)));
}

/** The state of the controls on slide `index` of `count`. */
export function carouselControls(index: number, count: number): { previousDisabled: boolean; nextDisabled: boolean } {
  return { previousDisabled: index <= 0, nextDisabled: index >= count - 1 };
}

/**
 * The slide (by index) that holds `target`, or -1: for focus moving into a slide's link.
 * @example focusedSlideIndex([...track.children], event.target) // 1
 */
export function focusedSlideIndex<T>(slides: readonly { contains(node: T): boolean }[], target: T): number {
  return slides.findIndex((slide) => slide.contains(target));
}

function enhanceCarousel(root: HTMLElement, reducedMotion: () => boolean): void {
  const track = root.querySelector<HTMLElement>(`[${CAROUSEL_TRACK_ATTRIBUTE}]`);
  const previous = root.querySelector<HTMLButtonElement>(`[${CAROUSEL_PREVIOUS_ATTRIBUTE}]`);
  const next = root.querySelector<HTMLButtonElement>(`[${CAROUSEL_NEXT_ATTRIBUTE}]`);
  const dots = [...root.querySelectorAll<HTMLButtonElement>(`[${CAROUSEL_DOT_ATTRIBUTE}]`)];
  if (!track || !previous || !next || dots.length < 2) return;
  const count = dots.length;
  let current = -1;

  const show = (index: number) => {
    if (index === current) return;
    current = index;
    const state = carouselControls(index, count);
    previous.disabled = state.previousDisabled;
    next.disabled = state.nextDisabled;
    dots.forEach((dot, dotIndex) => {
      if (dotIndex === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };
  const scrollTo = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion() ? 'instant' : 'smooth' });
    show(target);
  };

  previous.addEventListener('click', () => scrollTo(current - 1));
  next.addEventListener('click', () => scrollTo(current + 1));
  for (const dot of dots) {
    dot.addEventListener('click', () => scrollTo(Number(dot.getAttribute(CAROUSEL_DOT_ATTRIBUTE))));
  }
  track.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    scrollTo(current + (event.key === 'ArrowRight' ? 1 : -1));
  });
  // Focus moving into a slide (Tab through the slides' links) scrolls the track to it; the controls
  // follow at once rather than a frame later, so the next Tab finds the arrows as they should be.
  track.addEventListener('focusin', (event) => {
    const index = focusedSlideIndex([...track.children], event.target as Node);
    if (index >= 0) show(index);
  });
  let frame = 0;
  track.addEventListener('scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => show(slideIndexAt(track.scrollLeft, track.clientWidth, count)));
  });

  const start = Number(root.getAttribute(CAROUSEL_ATTRIBUTE)) || 0;
  // 'instant', not 'auto': 'auto' means the track's CSS scroll-behavior, which glides.
  track.scrollTo({ left: start * track.clientWidth, behavior: 'instant' });
  show(Math.max(0, Math.min(count - 1, start)));
  root.setAttribute(CAROUSEL_READY_ATTRIBUTE, '');
}

/**
 * Wires every hero carousel of the page.
 * @example enhanceCarousels(document, window)
 */
export function enhanceCarousels(doc: Document, win: Pick<Window, 'matchMedia'>): void {
  const reducedMotion = () => win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const root of doc.querySelectorAll<HTMLElement>(`[${CAROUSEL_ATTRIBUTE}]`)) enhanceCarousel(root, reducedMotion);
}
