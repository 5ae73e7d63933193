import { readIsland } from '../document/island';
import { enhanceCarousels } from './carousel';
import { enhanceCollapsibles } from './collapsible';
import { enhanceDeviceCounts } from './device-counts';
import { enhanceDeviceListPage } from './device-list-page';
import { enhanceMenus } from './menus';
import { isDeepLink, shouldShowPopup, showPopup } from './popup';
import { enhanceSalesCounters } from './sales-counter';
import { browserStorage, type KeyValueStorage, readFlag, writeFlag } from './storage';

// Progressive enhancement of the server-rendered chrome. Everything works without this file; it adds
// the announcement's and the service banner's close buttons' work, the menus' keys and click-outside (menus.ts), the popup, the
// header's favourites and compare counts, the home page's carousel controls and its sales counter's refresh,
// and the collapsible sections' animation and memory.

/** The chrome's closable bars: the announcement and the emergency service banner. */
export type DismissibleBar = 'announcement' | 'service-banner';

/**
 * Works a closable bar's close button (shown from the first paint with JavaScript on: data-fc-needs-js); a click
 * hides the bar and remembers it under the key the server wrote on <html> (`data-fc-<bar>-key`, e.g.
 * `fc:announcement-dismissed:<hash of text>`).
 */
export function enhanceDismissible(doc: Document, storage: KeyValueStorage | null, name: DismissibleBar): void {
  const bar = doc.querySelector<HTMLElement>(`[data-fc-${name}]`);
  const key = doc.documentElement.getAttribute(`data-fc-${name}-key`);
  if (!bar || !key) return;
  if (readFlag(storage, key)) {
    bar.hidden = true;
    return;
  }
  const close = bar.querySelector<HTMLButtonElement>(`[data-fc-${name}-close]`);
  if (!close) return;
  close.addEventListener('click', () => {
    writeFlag(storage, key);
    bar.hidden = true;
    // The button is gone; put focus somewhere sensible rather than on <body>.
    doc.querySelector<HTMLElement>('.fc-header a')?.focus();
  });
}

/**
 * Starts the chrome's enhancements on a parsed document.
 * @example initChrome(document)
 */
export function initChrome(doc: Document = document): void {
  const storage = browserStorage();
  enhanceDismissible(doc, storage, 'announcement');
  enhanceDismissible(doc, storage, 'service-banner');
  enhanceMenus(doc);
  enhanceDeviceCounts(doc, storage);
  enhanceDeviceListPage(doc, storage);
  enhanceCarousels(doc, window);
  enhanceCollapsibles(doc, storage, window);
  enhanceSalesCounters(doc, () => new Date(), window);
  const popup = readIsland(doc)?.chrome.popup;
  const deepLink = isDeepLink(doc.location?.hash ?? '');
  if (popup && !deepLink && shouldShowPopup(popup, Date.now(), storage)) showPopup(doc, popup, storage);
}
