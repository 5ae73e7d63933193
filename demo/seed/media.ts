import type { CarImage, Hotspot } from '@forecourt/shared';
import type { ItemType } from './makes';
import { bodySlug, type SimpleBody } from './models';
import type { Random } from './random';

// Car media URLs. The media route (another module) draws these on the fly from the path alone:
// /media/v1/<itemType>/<bodySlug>/<colourSlug>/<view>.svg — keep this scheme in step with it.

export const EXTERIOR_VIEWS = ['ext-1', 'ext-2', 'ext-3', 'ext-4', 'ext-5', 'ext-6'] as const;
export const INTERIOR_VIEWS = ['int-1', 'int-2', 'int-3'] as const;
export const SPIN_FRAME_COUNT = 36;
export const MAX_PHOTOS = EXTERIOR_VIEWS.length + INTERIOR_VIEWS.length;
export const THUMB_WIDTH = 200;

/** Share of cars with only one or two photos, so a site's minimum-photos stock level hides some. */
const FEW_PHOTOS_SHARE = 0.04;
const SPIN_SHARE = 0.15;
const VIDEO_SHARE = 0.1;
const YOUTUBE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const YOUTUBE_ID_LENGTH = 11;

/** spin-00 … spin-35 */
export function spinView(frame: number): string {
  return `spin-${String(frame).padStart(2, '0')}`;
}

/** @example mediaUrl('car', 'People Mover', 'White', 'ext-1') // '/media/v1/car/people-mover/white/ext-1.svg' */
export function mediaUrl(itemType: ItemType, body: SimpleBody, colour: string, view: string): string {
  return `/media/v1/${itemType}/${bodySlug(body)}/${colour.toLowerCase()}/${view}.svg`;
}

/** The thumbnail of an image URL. */
export function thumbUrl(url: string): string {
  return `${url}?w=${THUMB_WIDTH}`;
}

/** The views shown for `count` photos: exteriors first, then up to a third interiors. */
export function photoViews(count: number): string[] {
  const interiors = Math.min(INTERIOR_VIEWS.length, Math.floor(count / 3));
  return [...EXTERIOR_VIEWS.slice(0, count - interiors), ...INTERIOR_VIEWS.slice(0, interiors)];
}

const EXTERIOR_HOTSPOTS: Record<ItemType, readonly string[]> = {
  car: ['LED headlights', 'Alloy wheels', 'Roof rails', 'Tow bar', 'Panoramic sunroof', 'Rear camera'],
  motorcycle: ['TFT display', 'Brembo brakes', 'Quickshifter', 'LED headlight', 'Adjustable suspension'],
  truck: ['Air suspension', 'Sleeper cab', 'Alloy bull bar', 'Fifth wheel', 'Twin fuel tanks'],
  caravan: ['Roll-out awning', 'Solar panels', 'Outdoor kitchen', 'Jerry can holders', 'Independent suspension'],
};

const INTERIOR_HOTSPOTS: Record<ItemType, readonly string[]> = {
  car: ['Infotainment screen', 'Steering wheel controls', 'Climate control', 'Wireless charger', 'Heated seats'],
  motorcycle: [],
  truck: ['Air seat', 'Digital dash', 'Bunk'],
  caravan: ['Queen bed', 'Ensuite', 'Kitchen', 'Dinette', 'Diesel heater'],
};

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A hotspot visible over a few consecutive spin frames, drifting as the vehicle turns. */
function hotspot(rng: Random, description: string, spread: number): Hotspot {
  const centre = rng.int(0, SPIN_FRAME_COUNT - 1);
  const x = rng.float(0.2, 0.8);
  const y = rng.float(0.25, 0.75);
  const positions = [];
  for (let step = -spread; step <= spread; step++) {
    positions.push({
      frame: (centre + step + SPIN_FRAME_COUNT) % SPIN_FRAME_COUNT,
      x: round3(Math.min(0.95, Math.max(0.05, x + step * 0.04))),
      y: round3(y),
    });
  }
  return { description, positions };
}

export interface CarMediaInput {
  itemType: ItemType;
  body: SimpleBody;
  colour: string;
}

/** All media fields of a car (spec: 000 §3 "Media"). */
export function carMedia(rng: Random, car: CarMediaInput) {
  const count = rng.chance(FEW_PHOTOS_SHARE)
    ? rng.int(1, 2)
    : rng.weighted([
        [3, 1],
        [4, 1],
        [5, 2],
        [6, 3],
        [7, 3],
        [8, 4],
        [9, 6],
      ] as const);
  const urls = photoViews(count).map((view) => mediaUrl(car.itemType, car.body, car.colour, view));
  const images: CarImage[] = urls.map((url) => ({ image: { url, thumb: { url: thumbUrl(url) } } }));
  const spins = rng.chance(SPIN_SHARE);
  const interiorHotspots = INTERIOR_HOTSPOTS[car.itemType];
  return {
    images,
    photos_count: images.length,
    primary_image_url: urls[0] ?? null,
    thumbnails: urls.map(thumbUrl),
    video_url: null,
    external_video_url: rng.chance(VIDEO_SHARE)
      ? `https://www.youtube.com/watch?v=${rng.chars(YOUTUBE_ID_ALPHABET, YOUTUBE_ID_LENGTH)}`
      : null,
    spin_images: spins
      ? Array.from({ length: SPIN_FRAME_COUNT }, (_, frame) =>
          mediaUrl(car.itemType, car.body, car.colour, spinView(frame)),
        )
      : [],
    spin_code: spins ? `SPN${rng.chars('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 6)}` : null,
    spin_interior_image:
      spins && interiorHotspots.length > 0 ? mediaUrl(car.itemType, car.body, car.colour, INTERIOR_VIEWS[0]) : null,
    hotspots: spins
      ? {
          exterior: rng.sample(EXTERIOR_HOTSPOTS[car.itemType], rng.int(2, 4)).map((text) => hotspot(rng, text, 2)),
          interior: rng.sample(interiorHotspots, rng.int(1, 3)).map((text) => hotspot(rng, text, 0)),
        }
      : { exterior: [], interior: [] },
  };
}
