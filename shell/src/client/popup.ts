import type { IslandPopup } from '../document/island';
import { popupDismissedKey } from '../document/storage-keys';
import { type KeyValueStorage, readFlag, writeFlag } from './storage';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a popup stops showing. A plain date means "shown through that day": it expires at the
 * visitor's next local midnight. `null` when the value is not a date.
 * @example popupExpiryTime('2026-12-31') // local 2027-01-01T00:00 in ms
 */
export function popupExpiryTime(expiresAt: string): number | null {
  const dateOnly = DATE_ONLY.exec(expiresAt);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    return new Date(Number(year), Number(month) - 1, Number(day) + 1).getTime();
  }
  const time = Date.parse(expiresAt);
  return Number.isNaN(time) ? null : time;
}

/**
 * Whether the popup is past its expiry (spec: 000 §4 "hidden after its expiry date"). An expiry that
 * cannot be read counts as expired: a misconfigured popup stays away rather than nagging forever.
 */
export function isPopupExpired(expiresAt: string | null, now: number): boolean {
  if (expiresAt === null) return false;
  const expiry = popupExpiryTime(expiresAt);
  return expiry === null || now >= expiry;
}

/** Whether to show the popup now: not expired and not dismissed on this device before. */
export function shouldShowPopup(popup: IslandPopup, now: number, storage: KeyValueStorage | null): boolean {
  return !isPopupExpired(popup.expiresAt, now) && !readFlag(storage, popupDismissedKey(popup.id));
}

/**
 * Whether the visitor came to a place in the page (`#enquire`, `#finance-calculator`): the popup then
 * waits for a later visit (it is not dismissed), as a modal over that place would hide what they came for.
 * @example isDeepLink('#enquire') // true
 * @example isDeepLink('') // false
 */
export function isDeepLink(hash: string): boolean {
  return hash.replace(/^#/, '').length > 0;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** Only ordinary links become the call to action (never `javascript:` and the like). */
export function isSafeHref(href: string, base: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href, base).protocol);
  } catch {
    return false;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Shows the popup as a modal `<dialog>` (max width 600 px, spec: 000 §9). Focus moves to its Close
 * button, Escape closes it, and on close focus returns where it was and the dismissal is remembered
 * (`fc:popup-dismissed:<id>`). All text goes in as text, never as HTML.
 */
export function showPopup(doc: Document, popup: IslandPopup, storage: KeyValueStorage | null): HTMLDialogElement {
  const titleId = 'fc-popup-title';
  const dialog = element(doc, 'dialog', 'fc-popup');
  dialog.setAttribute('aria-labelledby', titleId);

  const content = element(doc, 'div', 'fc-popup__content');
  const title = element(doc, 'h2', 'fc-popup__title', popup.title);
  title.id = titleId;
  content.append(title);
  if (popup.body) content.append(element(doc, 'p', 'fc-popup__text', popup.body));

  const actions = element(doc, 'div', 'fc-popup__actions');
  const remember = () => writeFlag(storage, popupDismissedKey(popup.id));
  if (popup.href && isSafeHref(popup.href, doc.baseURI)) {
    const cta = element(doc, 'a', 'fc-button fc-button--primary', popup.ctaLabel || 'Find out more');
    cta.href = popup.href;
    cta.addEventListener('click', remember);
    actions.append(cta);
  }
  const close = element(doc, 'button', 'fc-button fc-button--secondary', 'Close');
  close.type = 'button';
  close.autofocus = true;
  close.addEventListener('click', () => dialog.close());
  actions.append(close);
  dialog.append(content, actions);

  const previousFocus = doc.activeElement;
  // A click on the backdrop lands on the dialog itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    remember();
    dialog.remove();
    if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
  });

  doc.body.append(dialog);
  dialog.showModal();
  return dialog;
}
