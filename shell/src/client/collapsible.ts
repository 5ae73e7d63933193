import { COLLAPSE_ANIMATION_MS } from '@forecourt/shared/content/collapse';
import {
  COLLAPSIBLE_ATTRIBUTE,
  COLLAPSIBLE_CLOSED,
  COLLAPSIBLE_KEY_ATTRIBUTE,
  COLLAPSIBLE_OPEN,
  COLLAPSIBLE_READY_ATTRIBUTE,
} from '../document/collapsible-markup';
import { type KeyValueStorage, writeText } from './storage';

// Enhances the collapsible sections the server rendered as native <details> (pages/ContentSection.tsx),
// which open and close without this file. It adds the 300 ms height animation (spec: 000 §4; none
// under prefers-reduced-motion, where the native toggle is left alone) and, on a section the dealer
// asked to remember, stores each choice under the key the server wrote from its heading. The choice is
// restored before the first paint by the document's pre-paint script (document/pre-paint-script.ts), not
// here: this client loads asynchronously, after the section has been painted as configured.

/** Set on the <details> while it animates: the CSS clips its body to the animated height. */
const ANIMATING_ATTRIBUTE = 'data-fc-collapsible-animating';

/** What to store for a section's state (what the pre-paint script reads back, document/pre-paint-script.ts). */
export function storedState(open: boolean): string {
  return open ? COLLAPSIBLE_OPEN : COLLAPSIBLE_CLOSED;
}

function remember(details: HTMLDetailsElement, storage: KeyValueStorage | null): void {
  const key = details.getAttribute(COLLAPSIBLE_KEY_ATTRIBUTE);
  if (!key) return;
  // `toggle` follows every change, animated or native (reduced motion, find in page).
  details.addEventListener('toggle', () => writeText(storage, key, storedState(details.open)));
}

function borderBlockSize(element: Element): number {
  const style = getComputedStyle(element);
  return Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
}

function animate(details: HTMLDetailsElement, summary: HTMLElement, reducedMotion: () => boolean): void {
  // Where the section is heading: it differs from `open` while a closing animation runs.
  let target = details.open;
  let running: Animation | null = null;
  details.addEventListener('toggle', () => {
    if (!running) target = details.open;
  });
  summary.addEventListener('click', (event) => {
    if (reducedMotion() || typeof details.animate !== 'function') return;
    event.preventDefault();
    target = !target;
    const from = details.getBoundingClientRect().height;
    running?.cancel();
    details.open = true;
    const to = target ? details.getBoundingClientRect().height : summary.offsetHeight + borderBlockSize(details);
    details.setAttribute(ANIMATING_ATTRIBUTE, '');
    const animation = details.animate([{ height: `${from}px` }, { height: `${to}px` }], {
      duration: COLLAPSE_ANIMATION_MS,
      easing: 'ease-out',
    });
    running = animation;
    // A later click cancels it (the promise rejects) and starts its own from where this one was.
    animation.finished.then(
      () => {
        if (running !== animation) return;
        running = null;
        details.open = target;
        details.removeAttribute(ANIMATING_ATTRIBUTE);
      },
      () => {},
    );
  });
}

/**
 * Wires every collapsible section of the page.
 * @example enhanceCollapsibles(document, browserStorage(), window)
 */
export function enhanceCollapsibles(
  doc: Document,
  storage: KeyValueStorage | null,
  win: Pick<Window, 'matchMedia'>,
): void {
  const reducedMotion = () => win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  for (const details of doc.querySelectorAll<HTMLDetailsElement>(`details[${COLLAPSIBLE_ATTRIBUTE}]`)) {
    remember(details, storage);
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (summary) animate(details, summary, reducedMotion);
    details.setAttribute(COLLAPSIBLE_READY_ATTRIBUTE, '');
  }
}
