// The analytics events a browser reports itself (issue 13 item 9), zod-free so islands can bundle it:
// the clicks no server request sees — the history report link opens another site, print and the
// favourites list stay in the browser (spec: 000 §7 "Analytics event ids": 39 save car, 60 history
// report, 61 print; 001 §7: 26 the finance calculator's first use, which happens in the browser only). `POST /api/events` accepts these ids and no others.

/** The ids a browser may send, by what was clicked (the same numbers as ANALYTICS_EVENTS). */
export const BROWSER_EVENTS = { favourite: 39, historyReport: 60, print: 61, financeCalculator: 26 } as const;
export type BrowserEventId = (typeof BROWSER_EVENTS)[keyof typeof BROWSER_EVENTS];

/** Where a browser posts them: `{ event_id, car_id }`. */
export const BROWSER_EVENTS_PATH = '/api/events';

/** The request a browser event is sent as (spelled out: Workers' RequestInit has no `keepalive`). */
export interface BrowserEventInit {
  method: 'POST';
  keepalive: true;
  credentials: 'same-origin';
  headers: Record<string, string>;
  body: string;
}

/** How a page sends a request: `fetch`, injected so this module does no I/O of its own. */
export type SendRequest = (url: string, init: BrowserEventInit) => Promise<unknown>;

/**
 * Reports a browser event about a car, fire and forget: `keepalive`, so a click that navigates away
 * (print, the history report in a new tab) does not cancel it; a failure is ignored (analytics only).
 *
 * @example reportBrowserEvent(fetch, BROWSER_EVENTS.print, 9101);
 */
export function reportBrowserEvent(send: SendRequest, eventId: BrowserEventId, carId: number): void {
  send(BROWSER_EVENTS_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event_id: eventId, car_id: carId }),
  }).catch(() => {});
}
