// Responsive pictures from the media route (`/media/v1/….svg`, spec: 000 §9 "image size 600 by 400"):
// the route draws a picture at any `?w=` width, so a page offers the browser a few and lets it pick by
// the slot's size and the screen's density. Zod-free: islands bundle it.

/** The width the media route draws a picture at when its URL asks none. */
export const MEDIA_NATIVE_WIDTH = 600;

/** A URL the media route draws (a `/media/v1/….svg` path without a query): only those have widths. */
const MEDIA_PICTURE = /^\/media\/v1\/[^?#]+\.svg$/;

/**
 * The `srcset` of a media-route picture at `widths`, the native width being the URL as it is (so the
 * plain `src` and that candidate are one request); null for any other URL, used as it is.
 * @example mediaSrcSet('/media/v1/car/suv/red/ext-1.svg', [320, 600], 80)
 * // "/media/v1/car/suv/red/ext-1.svg?w=320&q=80 320w, /media/v1/car/suv/red/ext-1.svg 600w"
 */
export function mediaSrcSet(url: string, widths: readonly number[], quality: number): string | null {
  if (!MEDIA_PICTURE.test(url)) return null;
  const at = (width: number) => (width === MEDIA_NATIVE_WIDTH ? url : `${url}?w=${width}&q=${quality}`);
  return widths.map((width) => `${at(width)} ${width}w`).join(', ');
}
