// Sharing a car from the vehicle page (spec: 000 §2 "Share copies the car link and a clipboard toast
// appears"; §4 "Copy-link shows Copied for 1.5 seconds"; §9 "Copy-link confirmation 1.5 s"; 001 §2
// "shows 'Copied {car name} to your clipboard!' for 3000 ms"). Zod-free.

/** How long the share button reads "Copied" (spec: 000 §4, §9). */
export const COPIED_CONFIRMATION_MS = 1500;
/** How long the share toast stays (spec: 001 §2). */
export const SHARE_TOAST_MS = 3000;

/**
 * The link a share copies: the car page's path on the site the visitor is on.
 * @example carShareUrl('https://harbourcity.example', '/cars/2021-toyota-hilux-4021') // "https://harbourcity.example/cars/2021-toyota-hilux-4021"
 */
export function carShareUrl(origin: string, carPath: string): string {
  return new URL(carPath, origin).href;
}

/** The share window's size (spec: 000 §9 "Share window 550 by 400"). */
export const SHARE_WINDOW_WIDTH = 550;
export const SHARE_WINDOW_HEIGHT = 400;
/** `window.open`'s features for a share window. */
export const SHARE_WINDOW_FEATURES = `width=${SHARE_WINDOW_WIDTH},height=${SHARE_WINDOW_HEIGHT}`;

/** One network a car can be shared to, and the link that shares it there. */
export interface ShareLink {
  network: 'Facebook' | 'X';
  /** The link's text, "Share on {network}" (written on the server, so the island carries no wording code). */
  label: string;
  href: string;
}

/**
 * The share links for a car page: each network's own share page, which works as a plain link too.
 * The document sizes the share window but names no network; these two are the common pair.
 * @example shareLinksFor('https://harbourcity.example/cars/x-1', '2021 Toyota HiLux')[0].network // "Facebook"
 */
export function shareLinksFor(carUrl: string, carName: string): ShareLink[] {
  const facebook = new URL('https://www.facebook.com/sharer/sharer.php');
  facebook.searchParams.set('u', carUrl);
  const x = new URL('https://twitter.com/intent/tweet');
  x.searchParams.set('url', carUrl);
  x.searchParams.set('text', carName);
  return [
    { network: 'Facebook', label: 'Share on Facebook', href: facebook.href },
    { network: 'X', label: 'Share on X', href: x.href },
  ];
}

/**
 * Opens a share link in its 550 × 400 window, which cannot reach back into the page (`opener` cut). False
 * when the browser refused the window, so the caller lets the link open as it is.
 * @example if (openShareWindow(window.open, link.href)) event.preventDefault();
 */
export function openShareWindow(
  open: (url: string, target: string, features: string) => { opener: unknown } | null,
  href: string,
): boolean {
  const opened = open(href, 'fc-share', SHARE_WINDOW_FEATURES);
  if (!opened) return false;
  opened.opener = null;
  return true;
}
