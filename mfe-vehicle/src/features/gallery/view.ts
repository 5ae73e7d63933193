import type { Car } from '@forecourt/shared';
import type { FragmentSiteSettings } from '@forecourt/shared/fragment/contract';
import { mediaSrcSet } from '@forecourt/shared/media/responsive';
import type { SpinHotspot } from '@forecourt/shared/vehicle/spin';

// Server side only (like the page's view model): the gallery's data, built once on the Worker. The
// island imports these types, never the values.

/** The gallery's views (spec: 000 §4 "Gallery": "View modes: spinner, gallery, interior"). */
export type GalleryMode = 'spinner' | 'gallery' | 'interior';

/** The order the view switch offers them in. */
export const GALLERY_MODES: readonly GalleryMode[] = ['spinner', 'gallery', 'interior'];

/** Where a slide is inserted: "position 2 (index 1)" (spec: 000 §4 "Gallery"). */
export const INSERTED_SLIDE_INDEX = 1;

/**
 * Widths, in px, the media route draws a photo at for `srcset`: about a phone, the native 600
 * (spec: 000 §9 "image size 600 by 400"), then for the wide layout and high-density screens.
 */
export const GALLERY_IMAGE_WIDTHS = [320, 600, 900, 1200] as const;

/** The photos' quality: above the media route's detail threshold (50), lighter than its default 100. */
export const GALLERY_IMAGE_QUALITY = 80;

/**
 * How wide a photo shows: the full width on phones, the gallery column (two thirds of the page) from
 * lg, 992 px (spec: 001 §9 breakpoints).
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 992px) 66vw, 100vw';

/** The platform's first view when a site says nothing (spec: 000 §4 "else spinner"). */
const PLATFORM_DEFAULT_MODE: GalleryMode = 'spinner';

/** One picture at several widths: `src` is the native-size one (the URL the gateway preloads for the hero). */
export interface ResponsiveImage {
  src: string;
  /** `srcset` candidates from the media route; null for a picture the media route does not draw. */
  srcSet: string | null;
}

/** A photo of the car. */
export interface PhotoSlide extends ResponsiveImage {
  kind: 'photo';
  thumbSrc: string;
}

/**
 * The car's video. It is never embedded on load (no third-party frame or request): a video file
 * plays in a `<video preload="none">`; an external video (YouTube and the like) is a poster that
 * links to it, opening on its own site.
 */
export interface VideoSlide {
  kind: 'video';
  source: 'file' | 'external';
  url: string;
  /** The video's host without "www.", e.g. "youtube.com" (the link says where it goes). */
  site: string;
  /** The car's first photo, shown under the play button; null when the car has none. */
  poster: ResponsiveImage | null;
  thumbSrc: string | null;
}

/** A slide the site adds to every car's gallery (a promotion, say): a picture, optionally a link. */
export interface CustomSlide {
  kind: 'custom';
  src: string;
  thumbSrc: string;
  alt: string;
  href: string | null;
}

export type GallerySlide = PhotoSlide | VideoSlide | CustomSlide;

/** The 360° spin: its frames in order and the exterior hotspots. */
export interface SpinView {
  frames: string[];
  hotspots: SpinHotspot[];
}

/** The interior picture and its hotspots. */
export interface InteriorView {
  src: string;
  hotspots: SpinHotspot[];
}

/** What the gallery renders (spec: 000 §2 "Image gallery with optional video and 360 spin view", §4 "Gallery"). */
export interface GalleryView {
  slides: GallerySlide[];
  /** How many of the slides are photos (the thumbnail strip rule counts photos). */
  photoCount: number;
  /** `sizes` of the photos' `srcset`. */
  sizes: string;
  spin: SpinView | null;
  interior: InteriorView | null;
  /** The views this car has media for, in the switch's order; gallery always. */
  modes: GalleryMode[];
  /** The view shown first: the site's, when the car has it, else the gallery. */
  defaultMode: GalleryMode;
}

/**
 * A picture at the gallery's widths when the media route draws it (a `/media/v1/….svg` path without a
 * query); any other URL is used as it is.
 * @example responsiveImage('/media/v1/car/suv/red/ext-1.svg').srcSet
 * // "/media/v1/car/suv/red/ext-1.svg?w=320&q=80 320w, /media/v1/car/suv/red/ext-1.svg 600w, …"
 */
export function responsiveImage(url: string): ResponsiveImage {
  // The native width is the URL as the car lists it, so `src` stays the URL the gateway preloads.
  return { src: url, srcSet: mediaSrcSet(url, GALLERY_IMAGE_WIDTHS, GALLERY_IMAGE_QUALITY) };
}

/**
 * The car's video as a slide: its own file first, else the external link; only http(s) URLs (a
 * dealer's `javascript:` or malformed URL is no video).
 */
export function videoSlideOf(
  car: Pick<Car, 'video_url' | 'external_video_url'>,
  poster: PhotoSlide | undefined,
): VideoSlide | null {
  const candidates = [
    { source: 'file', url: car.video_url },
    { source: 'external', url: car.external_video_url },
  ] as const;
  for (const { source, url } of candidates) {
    const safe = url ? httpUrl(url) : null;
    if (safe) {
      return {
        kind: 'video',
        source,
        url: safe.href,
        site: safe.hostname.replace(/^www\./, ''),
        poster: poster ? { src: poster.src, srcSet: poster.srcSet } : null,
        thumbSrc: poster?.thumbSrc ?? null,
      };
    }
  }
  return null;
}

function httpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The slides in order: the photos with the video inserted at index 1 and a custom slide there too
 * (the video keeps index 1, the custom slide follows it); with fewer photos they go at the end.
 * @example gallerySlides([a, b], { video: v, custom: c }) // [a, v, c, b]
 */
export function gallerySlides(
  photos: readonly PhotoSlide[],
  inserted: { video?: VideoSlide | null | undefined; custom?: CustomSlide | null | undefined },
): GallerySlide[] {
  const extra = [inserted.video, inserted.custom].filter((slide): slide is VideoSlide | CustomSlide => Boolean(slide));
  const at = Math.min(INSERTED_SLIDE_INDEX, photos.length);
  return [...photos.slice(0, at), ...extra, ...photos.slice(at)];
}

/**
 * The views a car has media for: the spinner with spin frames, the interior with an interior picture,
 * the gallery always (its empty state says when photos are coming).
 */
export function galleryModesOf(spin: SpinView | null, interior: InteriorView | null): GalleryMode[] {
  const has: Record<GalleryMode, boolean> = { spinner: spin !== null, gallery: true, interior: interior !== null };
  return GALLERY_MODES.filter((mode) => has[mode]);
}

/**
 * The first view: the site's choice (spec: 000 §4 "Default is gallery on one site, else spinner") when
 * the car has it, else the gallery.
 * @example defaultGalleryMode(['gallery'], 'spinner') // 'gallery'
 */
export function defaultGalleryMode(
  modes: readonly GalleryMode[],
  siteDefault: FragmentSiteSettings['galleryDefaultView'] | undefined,
): GalleryMode {
  const wanted = siteDefault ?? PLATFORM_DEFAULT_MODE;
  return modes.includes(wanted) ? wanted : 'gallery';
}

/**
 * The picture the page opens with, for the gateway to preload: the spin's first frame when the spinner
 * shows first, else the first slide's picture; null when there is none — or when that picture is
 * responsive: its srcset is preloaded by React's own hoisted link in the island's HTML (a plain URL
 * preload would fetch a candidate the browser may not pick, i.e. twice).
 * @example heroImageOf(galleryViewOf(car, { siteDefault: 'spinner' })) // "/media/v1/car/suv/red/spin-00.svg" for a car with a spin
 */
export function heroImageOf(view: Pick<GalleryView, 'defaultMode' | 'spin' | 'slides'>): string | null {
  if (view.defaultMode === 'spinner' && view.spin) return view.spin.frames[0] ?? null;
  const [first] = view.slides;
  if (!first) return null;
  const picture = first.kind === 'video' ? first.poster : first;
  if (!picture || ('srcSet' in picture && picture.srcSet)) return null;
  return picture.src;
}

/** What the gallery needs beyond the car. */
export interface GalleryViewOptions {
  siteDefault?: FragmentSiteSettings['galleryDefaultView'] | undefined;
  /** A slide the site inserts at index 1 (none today: no site setting carries one yet). */
  customSlide?: CustomSlide | null | undefined;
}

/**
 * The gallery's data for a car (pure).
 * @example galleryViewOf(car, { siteDefault: 'spinner' }).modes // ['spinner', 'gallery', 'interior'] for a car with a spin
 */
export function galleryViewOf(
  car: Pick<
    Car,
    | 'images'
    | 'primary_image_url'
    | 'video_url'
    | 'external_video_url'
    | 'spin_images'
    | 'spin_interior_image'
    | 'hotspots'
  >,
  options: GalleryViewOptions = {},
): GalleryView {
  const sources =
    car.images.length > 0
      ? car.images.map(({ image }) => ({ url: image.url, thumbUrl: image.thumb.url }))
      : car.primary_image_url
        ? [{ url: car.primary_image_url, thumbUrl: car.primary_image_url }]
        : [];
  const photos: PhotoSlide[] = sources.map(({ url, thumbUrl }) => ({
    kind: 'photo',
    ...responsiveImage(url),
    thumbSrc: thumbUrl,
  }));
  const spin: SpinView | null =
    car.spin_images.length > 0 ? { frames: car.spin_images, hotspots: car.hotspots.exterior } : null;
  const interior: InteriorView | null = car.spin_interior_image
    ? { src: car.spin_interior_image, hotspots: car.hotspots.interior }
    : null;
  const modes = galleryModesOf(spin, interior);
  return {
    slides: gallerySlides(photos, { video: videoSlideOf(car, photos[0]), custom: options.customSlide }),
    photoCount: photos.length,
    sizes: GALLERY_IMAGE_SIZES,
    spin,
    interior,
    modes,
    defaultMode: defaultGalleryMode(modes, options.siteDefault),
  };
}
