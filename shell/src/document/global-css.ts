import type { GlobalStyleObject } from '@pandacss/dev';
import { collapsibleGlobalCss } from './collapsible-css';
import { homeGlobalCss } from './home-css';

// The chrome's global styles (Panda `globalCss`, in the `base` cascade layer, so components'
// utilities win): the document reset, the chrome's classes (`fc-header`, `fc-card`, …) and the
// forced-colors block. Rules read only the theme's custom properties (document/theme.ts writes
// them per tenant) and the derived ones under `:root`; no raw colours. Breakpoints are the spec's
// (spec: 001 §9 sm 576, md 768, lg 992, xl 1200). System colour keywords appear only under
// `forced-colors`, where they are the point. Focus styles use the kit's one ring (`focusRing`).
// Plain data (Panda's types only): the root panda.config.ts reads it at build time.

/** The chrome's global styles, by selector; media queries nest under the selector they change. */
export const shellGlobalCss: GlobalStyleObject = {
  ...homeGlobalCss,
  ...collapsibleGlobalCss,
  ':root': {
    '--fc-radius': '12px',
    '--fc-radius-sm': '8px',
    '--fc-focus-ring': 'var(--fc-color-primary)',
    '--fc-shadow': '0 1px 2px color-mix(in srgb, var(--fc-color-text) 10%, transparent)',
    '--fc-shadow-lg': '0 10px 30px -10px color-mix(in srgb, var(--fc-color-text) 35%, transparent)',
    colorScheme: 'light',
  },
  '*, *::before, *::after': {
    boxSizing: 'border-box',
    '@media (prefers-reduced-motion: reduce)': {
      transitionDuration: '0s !important',
      animationDuration: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
  '[hidden]': {
    display: 'none !important',
  },
  // A control that only JavaScript can work (the kit's plain buttons: data-fc-needs-js) is not shown while JavaScript is off: the pre-paint script sets data-fc-js on <html>.
  'html:not([data-fc-js]) [data-fc-needs-js]': {
    display: 'none !important',
  },
  // Its counterpart: what only a visitor without JavaScript needs (e.g. a note that the card form needs it) is not
  // shown once the pre-paint script has run. Both stay in the server HTML, so hydration swaps nothing in.
  'html[data-fc-js] [data-fc-without-js]': {
    display: 'none !important',
  },
  html: {
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
  },
  // Fixed bars a page shows (the vehicle page's sticky header and action bar mark themselves with data-fc-sticky): anchors and focused fields scroll clear of them, and the end of the page can be scrolled out from under the bottom one.
  'html:has([data-fc-sticky="header"])': {
    scrollPaddingTop: '6rem',
  },
  'html:has([data-fc-sticky="action-bar"])': {
    scrollPaddingBottom: '5rem',
  },
  'body:has([data-fc-sticky="action-bar"])': {
    paddingBottom: '4.5rem',
  },
  body: {
    margin: '0',
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    fontFamily: 'var(--fc-font-family)',
    fontSize: '1rem',
    lineHeight: '1.5',
    color: 'var(--fc-color-text)',
    background: 'var(--fc-color-background)',
  },
  'img, svg': {
    display: 'block',
    maxWidth: '100%',
  },
  img: {
    height: 'auto',
  },
  a: {
    color: 'inherit',
    textUnderlineOffset: '0.2em',
  },
  'h1, h2, h3': {
    lineHeight: '1.2',
    margin: '0 0 0.5em',
  },
  p: {
    margin: '0 0 1em',
  },
  code: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: '0.9em',
    overflowWrap: 'anywhere',
  },
  // Every focusable element without a ring of its own: the one focus ring.
  ':focus-visible': {
    focusRing: 'outside',
  },
  '.fc-vh': {
    position: 'absolute !important',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: '0',
  },
  '.fc-container': {
    width: '100%',
    maxWidth: '1248px',
    marginInline: 'auto',
    paddingInline: '1rem',
    '@media (min-width: 768px)': {
      paddingInline: '1.5rem',
    },
  },
  '.fc-page': {
    paddingBlock: '1.5rem 3rem',
  },
  '.fc-skip-link': {
    position: 'absolute',
    top: '0.5rem',
    left: '0.5rem',
    zIndex: '100',
    padding: '0.75rem 1rem',
    borderRadius: 'var(--fc-radius-sm)',
    background: 'var(--fc-color-background)',
    color: 'var(--fc-color-text)',
    fontWeight: '700',
    transform: 'translateY(-200%)',
  },
  '.fc-skip-link:focus': {
    transform: 'none',
  },
  main: {
    display: 'block',
    flex: '1 0 auto',
  },
  '#main:focus': {
    outline: 'none',
  },
  '.fc-announcement': {
    '--fc-focus-ring': 'var(--fc-color-primary-contrast)',
    background: 'var(--fc-color-primary)',
    color: 'var(--fc-color-primary-contrast)',
    fontSize: '0.9375rem',
  },
  '[data-fc-announcement-dismissed] .fc-announcement': {
    display: 'none',
  },
  '.fc-service-banner': {
    background: 'var(--fc-color-surface)',
    color: 'var(--fc-color-text)',
    borderBlockEnd: '1px solid var(--fc-color-border)',
    fontSize: '0.9375rem',
  },
  '.fc-service-banner[hidden], [data-fc-service-banner-dismissed] .fc-service-banner': {
    display: 'none',
  },
  '.fc-announcement__inner': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.75rem',
    minHeight: '2.5rem',
    paddingBlock: '0.375rem',
  },
  '.fc-announcement__text': {
    margin: '0',
    textAlign: 'center',
  },
  '.fc-announcement__text a': {
    fontWeight: '700',
  },
  '.fc-icon-button': {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: '0',
    width: '2.25rem',
    height: '2.25rem',
    padding: '0',
    border: '0',
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
  '.fc-icon-button:hover': {
    background: 'color-mix(in srgb, currentColor 15%, transparent)',
  },
  '.fc-icon': {
    width: '1.25em',
    height: '1.25em',
    flexShrink: '0',
  },
  '.fc-header': {
    position: 'relative',
    zIndex: '20',
    background: 'var(--fc-color-background)',
    borderBottom: '1px solid var(--fc-color-border)',
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-header__inner': {
    display: 'flex',
    alignItems: 'center',
    gap: '0.75rem',
    minHeight: '4.25rem',
    '@media (min-width: 1200px)': {
      minHeight: '5rem',
      gap: '1rem',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-header__logo': {
    display: 'inline-flex',
    flexShrink: '1',
    minWidth: '0',
    marginRight: 'auto',
    borderRadius: 'var(--fc-radius-sm)',
    '@media (min-width: 1200px)': {
      flexShrink: '0',
      marginRight: '0',
    },
  },
  '.fc-header__logo img': {
    width: 'auto',
    maxWidth: '100%',
    height: '40px',
    '@media (min-width: 768px)': {
      height: '48px',
    },
  },
  '.fc-phone': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5rem',
    minHeight: '2.75rem',
    padding: '0.5rem 1rem',
    borderRadius: '999px',
    background: 'var(--fc-color-primary)',
    color: 'var(--fc-color-primary-contrast)',
    fontWeight: '700',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '.fc-phone:hover': {
    background: 'color-mix(in srgb, var(--fc-color-primary) 85%, var(--fc-color-text))',
  },
  // The phone number shows where the header has room for it: beside the Menu button from md, and beside the full menu row from xxl; elsewhere the button says "Call" and the number is for screen readers only.
  '.fc-phone__number': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    '@media (min-width: 768px) and (max-width: 1199.98px), (min-width: 1400px)': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
  // Also what server HTML carries in place of react-aria's inline visually hidden styles, which the CSP
  // refuses (shared fragment/visually-hidden-markup.ts): the same declarations.
  '.fc-visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    border: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '.fc-visually-hidden-fixed': { position: 'fixed', top: '0', left: '0' },
  '.fc-device-counts': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.75rem',
    margin: '0',
    color: 'var(--fc-color-text)',
    fontWeight: '700',
  },
  '.fc-device-count': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.25rem',
  },
  '.fc-device-count .fc-icon': {
    color: 'var(--fc-color-primary)',
  },
  '.fc-menu, .fc-submenu__list': {
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '.fc-menu__link, .fc-menu__summary, .fc-submenu__link': {
    display: 'flex',
    alignItems: 'center',
    gap: '0.375rem',
    borderRadius: 'var(--fc-radius-sm)',
    color: 'var(--fc-color-text)',
    fontWeight: '600',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '.fc-menu__link:hover, .fc-menu__summary:hover, .fc-submenu__link:hover': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-menu [aria-current="page"]': {
    textDecoration: 'underline',
    textDecorationColor: 'var(--fc-color-primary)',
    textDecorationThickness: '3px',
    textUnderlineOffset: '0.45em',
  },
  summary: {
    listStyle: 'none',
  },
  'summary::-webkit-details-marker': {
    display: 'none',
  },
  '.fc-chevron': {
    width: '0.5em',
    height: '0.5em',
    marginInline: '0.25em',
    borderRight: '2px solid currentColor',
    borderBottom: '2px solid currentColor',
    transform: 'translateY(-25%) rotate(45deg)',
    transition: 'transform 0.15s ease',
    '@media (forced-colors: active)': {
      borderColor: 'CanvasText',
    },
  },
  'details[open] > summary .fc-chevron': {
    transform: 'translateY(25%) rotate(-135deg)',
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide': {
    display: 'none',
    '@media (min-width: 1200px)': {
      display: 'block',
      flex: '0 1 auto',
      minWidth: '0',
      marginInline: 'auto',
    },
  },
  '.fc-nav-compact > summary': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5rem',
    minHeight: '2.75rem',
    padding: '0.5rem 0.875rem',
    border: '1px solid var(--fc-color-border)',
    borderRadius: 'var(--fc-radius-sm)',
    fontWeight: '700',
    cursor: 'pointer',
  },
  '.fc-nav-compact[open] > summary': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-nav-compact__panel': {
    position: 'absolute',
    top: '100%',
    left: '0',
    right: '0',
    maxHeight: 'calc(100vh - 5rem)',
    overflowY: 'auto',
    padding: '0.25rem 1rem 1rem',
    background: 'var(--fc-color-background)',
    borderBottom: '1px solid var(--fc-color-border)',
    boxShadow: 'var(--fc-shadow-lg)',
  },
  '.fc-nav-compact .fc-menu > li': {
    borderBottom: '1px solid var(--fc-color-border)',
  },
  '.fc-nav-compact .fc-menu__link, .fc-nav-compact .fc-menu__summary': {
    justifyContent: 'space-between',
    minHeight: '3rem',
    padding: '0.75rem 0.25rem',
  },
  '.fc-nav-compact .fc-submenu__list': {
    padding: '0 0 0.75rem 0.75rem',
  },
  '.fc-nav-compact .fc-submenu__link': {
    minHeight: '2.75rem',
    padding: '0.5rem 0.75rem',
    fontWeight: '500',
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-compact': {
    '@media (min-width: 1200px)': {
      display: 'none',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide .fc-menu': {
    '@media (min-width: 1200px)': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '0.125rem',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide .fc-menu__link, .fc-nav-wide .fc-menu__summary': {
    '@media (min-width: 1200px)': {
      minHeight: '2.75rem',
      padding: '0.5rem 0.625rem',
      fontSize: '0.9375rem',
      whiteSpace: 'nowrap',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide .fc-submenu': {
    '@media (min-width: 1200px)': {
      position: 'relative',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide .fc-submenu__list': {
    '@media (min-width: 1200px)': {
      position: 'absolute',
      top: 'calc(100% + 0.5rem)',
      left: '0',
      minWidth: '15rem',
      padding: '0.5rem',
      background: 'var(--fc-color-background)',
      border: '1px solid var(--fc-color-border)',
      borderRadius: 'var(--fc-radius)',
      boxShadow: 'var(--fc-shadow-lg)',
    },
  },
  // The full menu row from xl; below that the header menu lives in the "Menu" disclosure.
  '.fc-nav-wide .fc-submenu__link': {
    '@media (min-width: 1200px)': {
      padding: '0.625rem 0.75rem',
      fontWeight: '500',
    },
  },
  // The Our Stock counts sit at the end of their entry's row, quieter than its label.
  '.fc-menu__count': {
    marginInlineStart: 'auto',
    paddingInlineStart: '0.75rem',
    color: 'var(--fc-color-muted-text)',
    fontVariantNumeric: 'tabular-nums',
  },
  // The brand logo dropdown: a grid of logo tiles, each with its name beneath.
  '.fc-brand-menu__list': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
    gap: '0.25rem',
  },
  // The last item of the row: its panel opens leftwards, so it stays on screen.
  '.fc-nav-wide .fc-brand-menu__list': {
    '@media (min-width: 1200px)': {
      left: 'auto',
      right: '0',
      width: '26rem',
    },
  },
  '.fc-brand-menu__link': {
    flexDirection: 'column',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: '0.875rem',
  },
  '.fc-brand-menu__link img': {
    width: '6rem',
    height: '3rem',
    objectFit: 'contain',
  },
  '.fc-hero': {
    '--fc-focus-ring': 'var(--fc-color-primary-contrast)',
    background: 'var(--fc-color-primary)',
    color: 'var(--fc-color-primary-contrast)',
    paddingBlock: '2.5rem 3rem',
    '@media (min-width: 768px)': {
      paddingBlock: '4rem',
    },
  },
  '.fc-hero__title': {
    fontSize: 'clamp(2rem, 1.25rem + 3vw, 3.25rem)',
    fontWeight: '800',
    letterSpacing: '-0.02em',
    marginBottom: '0.5rem',
  },
  '.fc-hero__lead': {
    maxWidth: '40rem',
    marginBottom: '1.75rem',
    fontSize: '1.125rem',
  },
  '.fc-entry-links': {
    display: 'grid',
    gap: '0.75rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    listStyle: 'none',
    margin: '0',
    padding: '0',
    '@media (min-width: 576px)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    },
  },
  '.fc-entry-link': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '1rem',
    minHeight: '3.5rem',
    padding: '0.875rem 1.25rem',
    borderRadius: 'var(--fc-radius)',
    background: 'var(--fc-color-background)',
    color: 'var(--fc-color-text)',
    fontSize: '1.125rem',
    fontWeight: '700',
    textDecoration: 'none',
    boxShadow: 'var(--fc-shadow)',
  },
  '.fc-entry-link:hover': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-entry-link__arrow': {
    width: '1.25rem',
    height: '1.25rem',
    color: 'var(--fc-color-primary)',
  },
  '.fc-section': {
    paddingBlock: '2.5rem',
    '@media (min-width: 768px)': {
      paddingBlock: '3.5rem',
    },
  },
  '.fc-section--surface': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-section__header': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '0.5rem 1rem',
    marginBottom: '1.25rem',
  },
  '.fc-section__title': {
    fontSize: '1.625rem',
    fontWeight: '800',
    letterSpacing: '-0.01em',
    margin: '0',
  },
  '.fc-text-link': {
    fontWeight: '700',
    textDecorationColor: 'var(--fc-color-primary)',
    textDecorationThickness: '2px',
  },
  '.fc-card-grid, .fc-locations': {
    display: 'grid',
    gap: '1.25rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '.fc-card': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    background: 'var(--fc-color-background)',
    border: '1px solid var(--fc-color-border)',
    borderRadius: 'var(--fc-radius)',
    boxShadow: 'var(--fc-shadow)',
    transition: 'box-shadow 0.15s ease, transform 0.15s ease',
  },
  '.fc-card:hover': {
    boxShadow: 'var(--fc-shadow-lg)',
    '@media (prefers-reduced-motion: no-preference)': {
      transform: 'translateY(-2px)',
    },
  },
  '.fc-card__media': {
    position: 'relative',
    order: '-1',
    aspectRatio: '3 / 2',
    background: 'var(--fc-color-surface)',
  },
  '.fc-card__media img': {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
  },
  '.fc-card__placeholder': {
    display: 'grid',
    placeItems: 'center',
    height: '100%',
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.875rem',
  },
  '.fc-card__type': {
    position: 'absolute',
    top: '0.75rem',
    left: '0.75rem',
    padding: '0.125rem 0.5rem',
    borderRadius: 'var(--fc-radius-sm)',
    background: 'var(--fc-color-primary)',
    color: 'var(--fc-color-primary-contrast)',
    fontSize: '0.75rem',
    fontWeight: '700',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
  },
  '.fc-card__body': {
    display: 'flex',
    flex: '1',
    flexDirection: 'column',
    padding: '1rem 1rem 0.75rem',
  },
  '.fc-card__title': {
    fontSize: '1.0625rem',
    fontWeight: '700',
    margin: '0',
  },
  '.fc-card__link': {
    color: 'var(--fc-color-text)',
    textDecoration: 'none',
  },
  '.fc-card__link::after': {
    content: '""',
    position: 'absolute',
    inset: '0',
    zIndex: '1',
    borderRadius: 'inherit',
  },
  '.fc-card__link:focus-visible': {
    outline: 'none',
  },
  // The card's stretched link draws the ring around the whole card, inside its rounded clip.
  '.fc-card__link:focus-visible::after': {
    focusRing: 'inside',
  },
  '.fc-card:hover .fc-card__link': {
    textDecoration: 'underline',
    textDecorationColor: 'var(--fc-color-primary)',
  },
  '.fc-card__badge': {
    margin: '0.125rem 0 0',
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.875rem',
  },
  '.fc-card__price': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: '0.125rem 0.5rem',
    margin: 'auto 0 0',
    paddingTop: '0.75rem',
  },
  '.fc-price': {
    fontSize: '1.375rem',
    fontWeight: '800',
  },
  '.fc-price-type, .fc-was': {
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.8125rem',
  },
  '.fc-was s': {
    fontSize: '0.9375rem',
  },
  '.fc-card__meta': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '0.25rem 1rem',
    margin: '0',
    padding: '0.75rem 1rem',
    borderTop: '1px solid var(--fc-color-border)',
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.875rem',
  },
  '.fc-meta-item': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.375rem',
  },
  '.fc-location': {
    height: '100%',
    padding: '1.25rem',
    background: 'var(--fc-color-background)',
    border: '1px solid var(--fc-color-border)',
    borderRadius: 'var(--fc-radius)',
  },
  '.fc-location__type': {
    margin: '0 0 0.25rem',
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.8125rem',
    fontWeight: '700',
    letterSpacing: '0.05em',
    textTransform: 'uppercase',
  },
  '.fc-location__name': {
    fontSize: '1.125rem',
    marginBottom: '0.5rem',
  },
  '.fc-location__name a': {
    textDecorationColor: 'var(--fc-color-primary)',
    textDecorationThickness: '2px',
  },
  '.fc-location__detail': {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    margin: '0.25rem 0 0',
  },
  '.fc-message': {
    maxWidth: '42rem',
    paddingBlock: '3.5rem 4.5rem',
  },
  '.fc-message__title': {
    fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.5rem)',
    fontWeight: '800',
  },
  // A one-button form inside a line of text (My Garage's Delete beside a saved search).
  '.fc-inline-form': {
    display: 'inline',
  },
  '.fc-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.75rem',
    marginTop: '1.5rem',
  },
  '.fc-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5rem',
    minHeight: '2.75rem',
    padding: '0.5rem 1.25rem',
    border: '2px solid var(--fc-color-primary)',
    borderRadius: 'var(--fc-radius-sm)',
    font: 'inherit',
    fontWeight: '700',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '.fc-button--primary': {
    background: 'var(--fc-color-primary)',
    color: 'var(--fc-color-primary-contrast)',
  },
  '.fc-button--primary:hover': {
    background: 'color-mix(in srgb, var(--fc-color-primary) 85%, var(--fc-color-text))',
  },
  '.fc-button--secondary': {
    background: 'var(--fc-color-background)',
    color: 'var(--fc-color-text)',
  },
  '.fc-button--secondary:hover': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-sign-in': {
    maxWidth: '32rem',
    paddingBlock: '3rem 4rem',
  },
  '.fc-form': {
    display: 'grid',
    gap: '1rem',
    marginTop: '1.5rem',
  },
  '.fc-field': {
    display: 'grid',
    gap: '0.25rem',
  },
  '.fc-field__label': {
    fontWeight: '700',
  },
  '.fc-field__input': {
    minHeight: '2.75rem',
    padding: '0.5rem 0.75rem',
    border: '1px solid var(--fc-color-muted-text)',
    borderRadius: 'var(--fc-radius-sm)',
    background: 'var(--fc-color-background)',
    color: 'var(--fc-color-text)',
    font: 'inherit',
  },
  '.fc-field__input[readonly]': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-field__input[aria-invalid="true"]': {
    borderColor: 'var(--fc-color-danger)',
  },
  '.fc-field__description': {
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.875rem',
  },
  '.fc-field__error': {
    color: 'var(--fc-color-danger)',
    fontSize: '0.875rem',
    fontWeight: '700',
  },
  '.fc-alert': {
    padding: '0.75rem 1rem',
    border: '1px solid var(--fc-color-danger)',
    borderRadius: 'var(--fc-radius-sm)',
    background: 'color-mix(in srgb, var(--fc-color-danger) 8%, var(--fc-color-background))',
    color: 'var(--fc-color-danger)',
    fontWeight: '700',
  },
  '.fc-site-page': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: '1.25rem',
    maxWidth: '60rem',
  },
  '.fc-prose': {
    maxWidth: '70ch',
    lineHeight: '1.6',
  },
  // The dealer's releases page: a part of the site a block, ruled off from the next.
  '.fc-dealer-releases > section': {
    paddingBlock: '1.25rem',
    borderBlockEnd: '1px solid var(--fc-color-border)',
  },
  '.fc-prose h2, .fc-site-form h2': {
    margin: '0 0 0.5rem',
    fontSize: '1.25rem',
  },
  '.fc-prose ul, .fc-prose ol': {
    paddingInlineStart: '1.5rem',
  },
  '.fc-prose a': {
    color: 'var(--fc-color-primary)',
    textDecoration: 'underline',
  },
  // A native select is as wide as its longest option (a car's full name) unless told otherwise.
  '.fc-site-form select': {
    width: '100%',
  },
  '.fc-site-form': {
    maxWidth: '36rem',
    paddingBlockStart: '1rem',
    borderBlockStart: '1px solid var(--fc-color-border)',
  },
  '.fc-blog-list': {
    display: 'grid',
    gap: '1.5rem',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '.fc-blog-card img, .fc-blog-post__image': {
    width: '100%',
    height: 'auto',
    borderRadius: 'var(--fc-radius-sm)',
  },
  '.fc-blog-card h2': {
    margin: '0.5rem 0 0.25rem',
    fontSize: '1.125rem',
  },
  '.fc-blog-card a': {
    color: 'var(--fc-color-text)',
  },
  '.fc-compare': {
    overflowX: 'auto',
  },
  '.fc-compare table': {
    borderCollapse: 'collapse',
  },
  '.fc-compare th, .fc-compare td': {
    padding: '0.5rem 0.75rem',
    borderBlockEnd: '1px solid var(--fc-color-border)',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '.fc-compare__caption': {
    captionSide: 'top',
    paddingBlockEnd: '0.5rem',
    textAlign: 'start',
    color: 'var(--fc-color-muted-text)',
  },
  // A row that differs: a tinted band and a bar at its start, and the word in its header (never colour alone).
  '.fc-compare__differs': {
    background: 'var(--fc-color-surface)',
  },
  '.fc-compare__differs th': {
    boxShadow: 'inset 4px 0 0 var(--fc-color-primary)',
  },
  '.fc-compare__flag': {
    display: 'inline-block',
    marginInlineStart: '0.25rem',
    paddingInline: '0.375rem',
    border: '1px solid currentColor',
    borderRadius: 'var(--fc-radius-sm)',
    fontSize: '0.75rem',
    fontWeight: '600',
    textTransform: 'uppercase',
  },
  '.fc-compare img': {
    width: '12rem',
    height: 'auto',
  },
  '.fc-blog-card__date': {
    margin: '0',
    color: 'var(--fc-color-muted-text)',
    fontSize: '0.875rem',
  },
  '.fc-footer': {
    '--fc-focus-ring': 'var(--fc-color-background)',
    paddingBlock: '2.5rem 1.5rem',
    background: 'var(--fc-color-text)',
    color: 'var(--fc-color-background)',
  },
  '.fc-footer__groups': {
    display: 'grid',
    gap: '2rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 576px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 992px)': {
      gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
    },
  },
  '.fc-footer__extras': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '1rem 2rem',
    marginBlockStart: '2rem',
  },
  '.fc-rating': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '0.5rem',
    margin: '0',
  },
  '.fc-rating__stars': {
    display: 'inline-flex',
    gap: '0.125rem',
  },
  '.fc-payments__list': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.5rem',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '.fc-payments__logo': {
    display: 'flex',
  },
  '.fc-footer__title': {
    margin: '0 0 0.75rem',
    fontSize: '0.875rem',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  '.fc-footer__links': {
    display: 'grid',
    gap: '0.25rem',
    listStyle: 'none',
    margin: '0',
    padding: '0',
  },
  '.fc-footer__links a': {
    display: 'inline-block',
    paddingBlock: '0.25rem',
    textDecoration: 'none',
  },
  '.fc-footer__links a:hover': {
    textDecoration: 'underline',
  },
  '.fc-footer__bottom': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: '0.5rem 1.5rem',
    marginTop: '2rem',
    paddingTop: '1.25rem',
    borderTop: '1px solid color-mix(in srgb, var(--fc-color-background) 25%, transparent)',
    fontSize: '0.875rem',
  },
  '.fc-footer__bottom p': {
    margin: '0',
  },
  '.fc-popup': {
    width: 'calc(100% - 2rem)',
    maxWidth: '600px',
    padding: '0',
    border: '0',
    borderRadius: 'var(--fc-radius)',
    background: 'var(--fc-color-background)',
    color: 'var(--fc-color-text)',
    boxShadow: 'var(--fc-shadow-lg)',
  },
  '.fc-popup::backdrop': {
    background: 'color-mix(in srgb, var(--fc-color-text) 60%, transparent)',
    '@media (forced-colors: active)': {
      background: 'Canvas',
    },
  },
  '.fc-popup__content': {
    padding: '1.5rem 1.5rem 0.5rem',
  },
  '.fc-popup__title': {
    fontSize: '1.5rem',
    fontWeight: '800',
  },
  '.fc-popup__text': {
    whiteSpace: 'pre-line',
  },
  '.fc-popup__actions': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: '0.75rem',
    padding: '0 1.5rem 1.5rem',
  },
  '.fc-card-grid': {
    '@media (min-width: 576px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 992px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
    '@media (min-width: 1200px)': {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
  },
  '.fc-locations': {
    '@media (min-width: 768px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
    '@media (min-width: 1200px)': {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    },
  },
  '.fc-phone, .fc-button, .fc-entry-link, .fc-card__type, .fc-nav-compact > summary, .fc-popup': {
    '@media (forced-colors: active)': {
      border: '1px solid CanvasText',
    },
  },
  '.fc-nav-wide .fc-submenu__list, .fc-card, .fc-location': {
    '@media (forced-colors: active)': {
      borderColor: 'CanvasText',
    },
  },
};
