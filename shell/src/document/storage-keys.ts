// Browser storage keys the chrome remembers dismissals under. The server writes the announcement's
// key into the document so a tiny inline script can hide a dismissed bar before the first paint.

/**
 * A short, stable hash of a text (32-bit FNV-1a, as 8 hex digits). Not for security: it only tells
 * one announcement's wording from another's, so a new announcement shows again.
 * @example hashText('Spring sale') // "a1b2c3d4"-style
 */
export function hashText(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Where a dismissed announcement is remembered (spec: 000 §4 "the announcement bar is dismissed by
 * its close button").
 * @example announcementDismissedKey('Spring sale') // "fc:announcement-dismissed:…"
 */
export function announcementDismissedKey(text: string): string {
  return `fc:announcement-dismissed:${hashText(text)}`;
}

/**
 * Where a dismissed popup is remembered (spec: 000 §4 "the popup is dismissed once (a stored flag)").
 * @example popupDismissedKey('spring-2026') // "fc:popup-dismissed:spring-2026"
 */
export function popupDismissedKey(popupId: string): string {
  return `fc:popup-dismissed:${popupId}`;
}

/**
 * Where a closed service banner is remembered (spec: 001 §4 "Service banner is closable and stays hidden
 * after"); a new message shows again.
 * @example serviceBannerDismissedKey('Storm damage? We are open') // "fc:service-banner-dismissed:…"
 */
export function serviceBannerDismissedKey(text: string): string {
  return `fc:service-banner-dismissed:${hashText(text)}`;
}

/**
 * Where a collapsible section's open or closed state is remembered, by its heading (spec: 000 §2
 * "collapsible sections (open/closed, optionally remembered by header)"): the same heading on another
 * page of the site shares it.
 * @example sectionOpenKey('Frequently asked questions') // "fc:section-open:…"
 */
export function sectionOpenKey(heading: string): string {
  return `fc:section-open:${hashText(heading.trim())}`;
}
