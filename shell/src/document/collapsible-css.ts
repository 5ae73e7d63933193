import type { GlobalStyleObject } from '@pandacss/dev';

// The collapsible content sections (pages/ContentSection.tsx): a native disclosure under its heading,
// with the chrome's chevron turning as long as the client's 300 ms animation (spec: 000 §9). Same
// rules as global-css.ts, which spreads these in: theme variables only.

/** The collapsible sections' global styles, by selector. */
export const collapsibleGlobalCss: GlobalStyleObject = {
  '.fc-collapsible': {
    borderBlock: '1px solid var(--fc-color-border)',
  },
  // While the client animates the height, the body is clipped to it.
  '.fc-collapsible[data-fc-collapsible-animating]': {
    overflow: 'hidden',
  },
  '.fc-collapsible__summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '1rem',
    minHeight: '2.75rem',
    paddingBlock: '0.5rem',
    cursor: 'pointer',
  },
  '.fc-collapsible__summary .fc-chevron': {
    flex: 'none',
    transitionDuration: '300ms',
  },
  '.fc-prose .fc-collapsible__heading': {
    margin: '0',
    fontSize: '1.125rem',
  },
  '.fc-collapsible > .fc-content-section__body': {
    paddingBlockEnd: '0.75rem',
  },
  // On the feature banner's dark band the detail takes the banner's text colour, links included.
  '.fc-feature-banner__detail': {
    justifySelf: 'stretch',
  },
  '.fc-feature-banner__detail .fc-collapsible': {
    borderColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  },
  '.fc-feature-banner__detail a': {
    color: 'inherit',
  },
};
