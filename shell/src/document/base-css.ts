// The chrome's base stylesheet, hand-written until the Panda preset lands. Rules read only the theme's
// custom properties (document/theme.ts) and the derived ones below; no raw colours. Breakpoints are
// the spec's (spec: 001 §9 sm 576, md 768, lg 992, xl 1200). System colour keywords appear only in
// the forced-colors block, where they are the point.

const SOURCE = `
:root {
  --fc-radius: 12px;
  --fc-radius-sm: 8px;
  --fc-focus-ring: var(--fc-color-primary);
  --fc-shadow: 0 1px 2px color-mix(in srgb, var(--fc-color-text) 10%, transparent);
  --fc-shadow-lg: 0 10px 30px -10px color-mix(in srgb, var(--fc-color-text) 35%, transparent);
  color-scheme: light;
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
/* A control that only JavaScript can work (the kit's plain buttons: data-fc-needs-js) is not shown
   while JavaScript is off: the pre-paint script sets data-fc-js on <html>. */
html:not([data-fc-js]) [data-fc-needs-js] { display: none !important; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
/* Fixed bars a page shows (the vehicle page's sticky header and action bar mark themselves with
   data-fc-sticky): anchors and focused fields scroll clear of them, and the end of the page can be
   scrolled out from under the bottom one. */
html:has([data-fc-sticky="header"]) { scroll-padding-top: 6rem; }
html:has([data-fc-sticky="action-bar"]) { scroll-padding-bottom: 5rem; }
body:has([data-fc-sticky="action-bar"]) { padding-bottom: 4.5rem; }
body {
  margin: 0;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  font-family: var(--fc-font-family);
  font-size: 1rem;
  line-height: 1.5;
  color: var(--fc-color-text);
  background: var(--fc-color-background);
}
img, svg { display: block; max-width: 100%; }
img { height: auto; }
a { color: inherit; text-underline-offset: 0.2em; }
h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
p { margin: 0 0 1em; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
:focus-visible { outline: 3px solid var(--fc-focus-ring); outline-offset: 2px; }
.fc-vh {
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.fc-container { width: 100%; max-width: 1248px; margin-inline: auto; padding-inline: 1rem; }
.fc-page { padding-block: 1.5rem 3rem; }
.fc-skip-link {
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  border-radius: var(--fc-radius-sm);
  background: var(--fc-color-background);
  color: var(--fc-color-text);
  font-weight: 700;
  transform: translateY(-200%);
}
.fc-skip-link:focus { transform: none; }
main { display: block; flex: 1 0 auto; }
#main:focus { outline: none; }

.fc-announcement {
  --fc-focus-ring: var(--fc-color-primary-contrast);
  background: var(--fc-color-primary);
  color: var(--fc-color-primary-contrast);
  font-size: 0.9375rem;
}
[data-fc-announcement-dismissed] .fc-announcement { display: none; }
.fc-announcement__inner { display: flex; align-items: center; justify-content: center; gap: 0.75rem; min-height: 2.5rem; padding-block: 0.375rem; }
.fc-announcement__text { margin: 0; text-align: center; }
.fc-announcement__text a { font-weight: 700; }
.fc-icon-button {
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.fc-icon-button:hover { background: color-mix(in srgb, currentColor 15%, transparent); }
.fc-icon { width: 1.25em; height: 1.25em; flex-shrink: 0; }

.fc-header { position: relative; z-index: 20; background: var(--fc-color-background); border-bottom: 1px solid var(--fc-color-border); }
.fc-header__inner { display: flex; align-items: center; gap: 0.75rem; min-height: 4.25rem; }
.fc-header__logo { display: inline-flex; flex-shrink: 1; min-width: 0; margin-right: auto; border-radius: var(--fc-radius-sm); }
.fc-header__logo img { width: auto; max-width: 100%; height: 40px; }
.fc-phone {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border-radius: 999px;
  background: var(--fc-color-primary);
  color: var(--fc-color-primary-contrast);
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
}
.fc-phone:hover { background: color-mix(in srgb, var(--fc-color-primary) 85%, var(--fc-color-text)); }
.fc-phone__number { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.fc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.fc-device-counts { display: inline-flex; align-items: center; gap: 0.75rem; margin: 0; color: var(--fc-color-text); font-weight: 700; }
.fc-device-count { display: inline-flex; align-items: center; gap: 0.25rem; }
.fc-device-count .fc-icon { color: var(--fc-color-primary); }

.fc-menu, .fc-submenu__list { list-style: none; margin: 0; padding: 0; }
.fc-menu__link, .fc-menu__summary, .fc-submenu__link {
  display: flex;
  align-items: center;
  gap: 0.375rem;
  border-radius: var(--fc-radius-sm);
  color: var(--fc-color-text);
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}
.fc-menu__link:hover, .fc-menu__summary:hover, .fc-submenu__link:hover { background: var(--fc-color-surface); }
.fc-menu [aria-current="page"] { text-decoration: underline; text-decoration-color: var(--fc-color-primary); text-decoration-thickness: 3px; text-underline-offset: 0.45em; }
summary { list-style: none; }
summary::-webkit-details-marker { display: none; }
.fc-chevron {
  width: 0.5em;
  height: 0.5em;
  margin-inline: 0.25em;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  transition: transform 0.15s ease;
}
details[open] > summary .fc-chevron { transform: translateY(25%) rotate(-135deg); }

.fc-nav-wide { display: none; }
.fc-nav-compact > summary {
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid var(--fc-color-border);
  border-radius: var(--fc-radius-sm);
  font-weight: 700;
  cursor: pointer;
}
.fc-nav-compact[open] > summary { background: var(--fc-color-surface); }
.fc-nav-compact__panel {
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - 5rem);
  overflow-y: auto;
  padding: 0.25rem 1rem 1rem;
  background: var(--fc-color-background);
  border-bottom: 1px solid var(--fc-color-border);
  box-shadow: var(--fc-shadow-lg);
}
.fc-nav-compact .fc-menu > li { border-bottom: 1px solid var(--fc-color-border); }
.fc-nav-compact .fc-menu__link, .fc-nav-compact .fc-menu__summary { justify-content: space-between; min-height: 3rem; padding: 0.75rem 0.25rem; }
.fc-nav-compact .fc-submenu__list { padding: 0 0 0.75rem 0.75rem; }
.fc-nav-compact .fc-submenu__link { min-height: 2.75rem; padding: 0.5rem 0.75rem; font-weight: 500; }

/* The phone number shows where the header has room for it: beside the Menu button from md, and
   beside the full menu row from xxl; elsewhere the button says "Call" and the number is for screen
   readers only. */
@media (min-width: 768px) and (max-width: 1199.98px), (min-width: 1400px) {
  .fc-phone__number { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
}
@media (min-width: 768px) {
  .fc-container { padding-inline: 1.5rem; }
  .fc-header__logo img { height: 48px; }
}
/* The full menu row from xl; below that the header menu lives in the "Menu" disclosure. */
@media (min-width: 1200px) {
  .fc-header__inner { min-height: 5rem; gap: 1rem; }
  .fc-header__logo { flex-shrink: 0; margin-right: 0; }
  .fc-nav-compact { display: none; }
  .fc-nav-wide { display: block; flex: 0 1 auto; min-width: 0; margin-inline: auto; }
  /* Wrapping is the fallback for a tenant with more items than one row holds. */
  .fc-nav-wide .fc-menu { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.125rem; }
  .fc-nav-wide .fc-menu__link, .fc-nav-wide .fc-menu__summary { min-height: 2.75rem; padding: 0.5rem 0.625rem; font-size: 0.9375rem; white-space: nowrap; }
  .fc-nav-wide .fc-submenu { position: relative; }
  .fc-nav-wide .fc-submenu__list {
    position: absolute;
    top: calc(100% + 0.5rem);
    left: 0;
    min-width: 15rem;
    padding: 0.5rem;
    background: var(--fc-color-background);
    border: 1px solid var(--fc-color-border);
    border-radius: var(--fc-radius);
    box-shadow: var(--fc-shadow-lg);
  }
  .fc-nav-wide .fc-submenu__link { padding: 0.625rem 0.75rem; font-weight: 500; }
}

.fc-hero {
  --fc-focus-ring: var(--fc-color-primary-contrast);
  background: var(--fc-color-primary);
  color: var(--fc-color-primary-contrast);
  padding-block: 2.5rem 3rem;
}
.fc-hero__title { font-size: clamp(2rem, 1.25rem + 3vw, 3.25rem); font-weight: 800; letter-spacing: -0.02em; margin-bottom: 0.5rem; }
.fc-hero__lead { max-width: 40rem; margin-bottom: 1.75rem; font-size: 1.125rem; }
.fc-entry-links { display: grid; gap: 0.75rem; grid-template-columns: minmax(0, 1fr); list-style: none; margin: 0; padding: 0; }
.fc-entry-link {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 3.5rem;
  padding: 0.875rem 1.25rem;
  border-radius: var(--fc-radius);
  background: var(--fc-color-background);
  color: var(--fc-color-text);
  font-size: 1.125rem;
  font-weight: 700;
  text-decoration: none;
  box-shadow: var(--fc-shadow);
}
.fc-entry-link:hover { background: var(--fc-color-surface); }
.fc-entry-link__arrow { width: 1.25rem; height: 1.25rem; color: var(--fc-color-primary); }

.fc-section { padding-block: 2.5rem; }
.fc-section--surface { background: var(--fc-color-surface); }
.fc-section__header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.5rem 1rem; margin-bottom: 1.25rem; }
.fc-section__title { font-size: 1.625rem; font-weight: 800; letter-spacing: -0.01em; margin: 0; }
.fc-text-link { font-weight: 700; text-decoration-color: var(--fc-color-primary); text-decoration-thickness: 2px; }

.fc-card-grid, .fc-locations { display: grid; gap: 1.25rem; grid-template-columns: minmax(0, 1fr); list-style: none; margin: 0; padding: 0; }
.fc-card {
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: var(--fc-color-background);
  border: 1px solid var(--fc-color-border);
  border-radius: var(--fc-radius);
  box-shadow: var(--fc-shadow);
  transition: box-shadow 0.15s ease, transform 0.15s ease;
}
.fc-card:hover { box-shadow: var(--fc-shadow-lg); }
.fc-card__media { position: relative; order: -1; aspect-ratio: 3 / 2; background: var(--fc-color-surface); }
.fc-card__media img { width: 100%; height: 100%; object-fit: cover; }
.fc-card__placeholder { display: grid; place-items: center; height: 100%; color: var(--fc-color-muted-text); font-size: 0.875rem; }
.fc-card__type {
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
  padding: 0.125rem 0.5rem;
  border-radius: var(--fc-radius-sm);
  background: var(--fc-color-primary);
  color: var(--fc-color-primary-contrast);
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.05em;
  text-transform: uppercase;
}
.fc-card__body { display: flex; flex: 1; flex-direction: column; padding: 1rem 1rem 0.75rem; }
.fc-card__title { font-size: 1.0625rem; font-weight: 700; margin: 0; }
.fc-card__link { color: var(--fc-color-text); text-decoration: none; }
.fc-card__link::after { content: ""; position: absolute; inset: 0; z-index: 1; border-radius: inherit; }
.fc-card__link:focus-visible { outline: none; }
.fc-card__link:focus-visible::after { outline: 3px solid var(--fc-focus-ring); outline-offset: -3px; }
.fc-card:hover .fc-card__link { text-decoration: underline; text-decoration-color: var(--fc-color-primary); }
.fc-card__badge { margin: 0.125rem 0 0; color: var(--fc-color-muted-text); font-size: 0.875rem; }
.fc-card__price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.125rem 0.5rem; margin: auto 0 0; padding-top: 0.75rem; }
.fc-price { font-size: 1.375rem; font-weight: 800; }
.fc-price-type, .fc-was { color: var(--fc-color-muted-text); font-size: 0.8125rem; }
.fc-was s { font-size: 0.9375rem; }
.fc-card__meta {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border-top: 1px solid var(--fc-color-border);
  color: var(--fc-color-muted-text);
  font-size: 0.875rem;
}
.fc-meta-item { display: inline-flex; align-items: center; gap: 0.375rem; }

.fc-location { height: 100%; padding: 1.25rem; background: var(--fc-color-background); border: 1px solid var(--fc-color-border); border-radius: var(--fc-radius); }
.fc-location__type { margin: 0 0 0.25rem; color: var(--fc-color-muted-text); font-size: 0.8125rem; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; }
.fc-location__name { font-size: 1.125rem; margin-bottom: 0.5rem; }
.fc-location__name a { text-decoration-color: var(--fc-color-primary); text-decoration-thickness: 2px; }
.fc-location__detail { display: flex; align-items: center; gap: 0.5rem; margin: 0.25rem 0 0; }

.fc-message { max-width: 42rem; padding-block: 3.5rem 4.5rem; }
.fc-message__title { font-size: clamp(1.75rem, 1.25rem + 2vw, 2.5rem); font-weight: 800; }
.fc-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
.fc-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  border: 2px solid var(--fc-color-primary);
  border-radius: var(--fc-radius-sm);
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
}
.fc-button--primary { background: var(--fc-color-primary); color: var(--fc-color-primary-contrast); }
.fc-button--primary:hover { background: color-mix(in srgb, var(--fc-color-primary) 85%, var(--fc-color-text)); }
.fc-button--secondary { background: var(--fc-color-background); color: var(--fc-color-text); }
.fc-button--secondary:hover { background: var(--fc-color-surface); }

.fc-sign-in { max-width: 32rem; padding-block: 3rem 4rem; }
.fc-form { display: grid; gap: 1rem; margin-top: 1.5rem; }
.fc-field { display: grid; gap: 0.25rem; }
.fc-field__label { font-weight: 700; }
.fc-field__input {
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--fc-color-muted-text);
  border-radius: var(--fc-radius-sm);
  background: var(--fc-color-background);
  color: var(--fc-color-text);
  font: inherit;
}
.fc-field__input[readonly] { background: var(--fc-color-surface); }
.fc-field__input[aria-invalid="true"] { border-color: var(--fc-color-danger); }
.fc-field__description { color: var(--fc-color-muted-text); font-size: 0.875rem; }
.fc-field__error { color: var(--fc-color-danger); font-size: 0.875rem; font-weight: 700; }
.fc-alert {
  padding: 0.75rem 1rem;
  border: 1px solid var(--fc-color-danger);
  border-radius: var(--fc-radius-sm);
  background: color-mix(in srgb, var(--fc-color-danger) 8%, var(--fc-color-background));
  color: var(--fc-color-danger);
  font-weight: 700;
}

.fc-footer {
  --fc-focus-ring: var(--fc-color-background);
  padding-block: 2.5rem 1.5rem;
  background: var(--fc-color-text);
  color: var(--fc-color-background);
}
.fc-footer__groups { display: grid; gap: 2rem; grid-template-columns: minmax(0, 1fr); }
.fc-footer__title { margin: 0 0 0.75rem; font-size: 0.875rem; letter-spacing: 0.08em; text-transform: uppercase; }
.fc-footer__links { display: grid; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
.fc-footer__links a { display: inline-block; padding-block: 0.25rem; text-decoration: none; }
.fc-footer__links a:hover { text-decoration: underline; }
.fc-footer__bottom {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin-top: 2rem;
  padding-top: 1.25rem;
  border-top: 1px solid color-mix(in srgb, var(--fc-color-background) 25%, transparent);
  font-size: 0.875rem;
}
.fc-footer__bottom p { margin: 0; }

.fc-popup {
  width: calc(100% - 2rem);
  max-width: 600px;
  padding: 0;
  border: 0;
  border-radius: var(--fc-radius);
  background: var(--fc-color-background);
  color: var(--fc-color-text);
  box-shadow: var(--fc-shadow-lg);
}
.fc-popup::backdrop { background: color-mix(in srgb, var(--fc-color-text) 60%, transparent); }
.fc-popup__content { padding: 1.5rem 1.5rem 0.5rem; }
.fc-popup__title { font-size: 1.5rem; font-weight: 800; }
.fc-popup__text { white-space: pre-line; }
.fc-popup__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.75rem; padding: 0 1.5rem 1.5rem; }

@media (min-width: 576px) {
  .fc-card-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .fc-entry-links { grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
  .fc-footer__groups { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: 768px) {
  .fc-hero { padding-block: 4rem; }
  .fc-section { padding-block: 3.5rem; }
  .fc-locations { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: 992px) {
  .fc-card-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .fc-footer__groups { grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
}
@media (min-width: 1200px) {
  .fc-card-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .fc-locations { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
@media (prefers-reduced-motion: no-preference) {
  .fc-card:hover { transform: translateY(-2px); }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; scroll-behavior: auto !important; }
}
@media (forced-colors: active) {
  :focus-visible, .fc-card__link:focus-visible::after { outline-color: Highlight; }
  .fc-phone, .fc-button, .fc-entry-link, .fc-card__type, .fc-nav-compact > summary, .fc-popup { border: 1px solid CanvasText; }
  .fc-nav-wide .fc-submenu__list, .fc-card, .fc-location { border-color: CanvasText; }
  .fc-popup::backdrop { background: Canvas; }
  .fc-chevron { border-color: CanvasText; }
}
`;

/** The cascade layers, in Panda's order: the chrome's rules sit in `base`, so components' utilities win. */
const LAYER_ORDER = '@layer reset,base,tokens,recipes,utilities;';

/** The base stylesheet, with comments and indentation stripped, inside the `base` cascade layer. */
export const BASE_CSS = `${LAYER_ORDER}@layer base{${SOURCE.replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\n\s*/g, '')
  .replace(/\s*([{}:;,>])\s*/g, '$1')
  .trim()}}`;
