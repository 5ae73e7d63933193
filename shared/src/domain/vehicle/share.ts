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
