import type { GlobalStyleObject } from '@pandacss/dev';

// The home page's own blocks (pages/home/): the hero carousel, the search box, the feature banner and
// the sales counter. Same rules as global-css.ts, which spreads these in: theme variables only.

/** The home blocks' global styles, by selector. */
export const homeGlobalCss: GlobalStyleObject = {
  '.fc-carousel': {
    marginTop: '1.75rem',
  },
  // One slide per view, snapping; without JavaScript the visitor scrolls or swipes the track.
  '.fc-slides': {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '100%',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    listStyle: 'none',
    margin: '0',
    padding: '0',
    borderRadius: 'var(--fc-radius)',
    '@media (prefers-reduced-motion: no-preference)': {
      scrollBehavior: 'smooth',
    },
  },
  // With JavaScript the dots say where the track is; without it, its scrollbar does.
  'html[data-fc-js] .fc-slides': {
    scrollbarWidth: 'none',
  },
  '.fc-slide': {
    scrollSnapAlign: 'start',
    padding: '1rem 1.25rem',
    borderRadius: 'var(--fc-radius)',
  },
  // The slide's text sits on a darkened panel unless the slide says hide_overlay (spec: 001 §3).
  '.fc-slide--overlay': {
    background: 'color-mix(in srgb, var(--fc-color-text) 35%, transparent)',
  },
  '.fc-slide__name': {
    fontSize: '1.25rem',
    fontWeight: '700',
  },
  '.fc-slide__name a': {
    color: 'inherit',
  },
  '.fc-slide__description': {
    marginTop: '0.25rem',
  },
  '.fc-carousel__controls': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.75rem',
    marginTop: '0.75rem',
  },
  '.fc-carousel__arrow': {
    display: 'inline-grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: '999px',
    border: '2px solid currentColor',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
  },
  '.fc-carousel__arrow--previous .fc-icon': {
    transform: 'scaleX(-1)',
  },
  '.fc-carousel__arrow:disabled': {
    opacity: '0.45',
    cursor: 'default',
  },
  '.fc-carousel__dots': {
    display: 'flex',
    gap: '0.25rem',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  // A 24 px target around a 12 px dot (WCAG 2.5.8).
  '.fc-carousel__dot': {
    width: '1.5rem',
    height: '1.5rem',
    padding: '0.375rem',
    border: '0',
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&::before': {
      content: '""',
      display: 'block',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: '999px',
      border: '2px solid currentColor',
    },
  },
  '.fc-carousel__dot[aria-current="true"]::before': {
    background: 'currentColor',
  },
  '.fc-home-search__form': {
    marginTop: '1rem',
    maxWidth: '40rem',
  },
  '.fc-home-search__row': {
    display: 'flex',
    gap: '0.5rem',
    marginTop: '0.375rem',
  },
  '.fc-home-search__row .fc-field__input': {
    flex: '1',
    minWidth: '0',
  },
  '.fc-feature-banner': {
    display: 'grid',
    justifyItems: 'start',
    gap: '0.75rem',
    padding: '2rem',
    borderRadius: 'var(--fc-radius)',
    background: 'var(--fc-color-secondary)',
    color: 'var(--fc-color-primary-contrast)',
    '--fc-focus-ring': 'var(--fc-color-primary-contrast)',
  },
  '.fc-feature-banner__title': {
    fontSize: '1.625rem',
    fontWeight: '800',
  },
  '.fc-sales-counter__figure': {
    marginTop: '0.5rem',
    fontSize: '1.125rem',
  },
  '.fc-sales-counter__count': {
    fontSize: '2.5rem',
    fontWeight: '800',
    color: 'var(--fc-color-primary)',
    fontVariantNumeric: 'tabular-nums',
  },
};
