import { z } from 'zod';
import { makeNameOf } from './make-names';
import { type ColourSlug, paintFor } from './palette';

/**
 * Parses media URLs into drawing requests, at the Worker boundary:
 * `/media/v1/<itemType>/<bodySlug>/<colourSlug>/<view>.svg?w=&q=` and `/media/v1/logo/<slug>.svg?text=&w=`.
 * A path that is not one of ours is a 404; a bad query parameter is a 400 naming the parameter.
 */

export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Output width bounds and default, in px; 600 × 400 is the native size (spec: 000 §9 "image size 600 by 400"). */
export const MEDIA_WIDTH = { min: 64, max: 2000, vehicleDefault: 600, logoDefault: 240 } as const;
/** Below this quality, drawings drop gradients and reflections (SVG is vector, so quality is detail). */
export const DETAIL_QUALITY_THRESHOLD = 50;
/** Longest `?text=` a logo accepts. */
export const LOGO_TEXT_MAX = 60;

/** Which picture of the vehicle: six exterior angles, three interior views, or one of 36 spin frames. */
export type VehicleView =
  | { kind: 'ext'; index: 1 | 2 | 3 | 4 | 5 | 6 }
  | { kind: 'int'; index: 1 | 2 | 3 }
  | { kind: 'spin'; frame: number };

/** Frames in a 360° spin; frame i shows the vehicle turned by i × 10°. */
export const SPIN_FRAME_COUNT = 36;

export interface VehicleImageRequest {
  itemType: ItemType;
  /** The body slug as asked (lower case); an unknown one is drawn as a generic shape of the item type. */
  body: string;
  /** Resolved colour; an unknown slug has already become grey. */
  colour: ColourSlug;
  view: VehicleView;
  width: number;
  quality: number;
}

export interface LogoRequest {
  slug: string;
  /** Wordmark text: `?text=` when given, else the make's name of the slug, else the slug title-cased. */
  text: string;
  width: number;
}

export type MediaRequest = ({ kind: 'vehicle' } & VehicleImageRequest) | ({ kind: 'logo' } & LogoRequest);

/** A parse outcome: the request, or the HTTP status and message to answer with. */
export type MediaParseResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; error: string };

type Query = Readonly<Record<string, string | undefined>>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const VIEW_FILE = /^(ext-[1-6]|int-[1-3]|spin-(?:[0-2][0-9]|3[0-5]))\.svg$/;

const slugSchema = (what: string) =>
  z
    .string()
    .max(60, { error: `${what} is too long` })
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(SLUG, { error: `${what} must be a slug like "people-mover"` }));

const VehiclePathSchema = z.object({
  itemType: z.enum(ITEM_TYPES, { error: `itemType must be one of ${ITEM_TYPES.join(', ')}` }),
  body: slugSchema('body'),
  colour: slugSchema('colour'),
  view: z.string().regex(VIEW_FILE, { error: 'view must be ext-1…ext-6, int-1…int-3 or spin-00…spin-35, with .svg' }),
});

const integerParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/, { error: `${name} must be an integer from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be an integer from ${min} to ${max}` })
        .max(max, { error: `${name} must be an integer from ${min} to ${max}` }),
    );

const VehicleQuerySchema = z.object({
  w: integerParam('w', MEDIA_WIDTH.min, MEDIA_WIDTH.max).default(MEDIA_WIDTH.vehicleDefault),
  q: integerParam('q', 1, 100).default(100),
});

const LogoQuerySchema = z.object({
  w: integerParam('w', MEDIA_WIDTH.min, MEDIA_WIDTH.max).default(MEDIA_WIDTH.logoDefault),
  text: z
    .string()
    .transform((s) => s.replace(/\p{Cc}/gu, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'text must not be empty' })
        .max(LOGO_TEXT_MAX, { error: `text must be at most ${LOGO_TEXT_MAX} characters` }),
    )
    .optional(),
});

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'invalid request';
}

function parseView(file: string): VehicleView {
  const [kind, n] = file.slice(0, -'.svg'.length).split('-') as [string, string];
  const index = Number(n);
  if (kind === 'spin') return { kind: 'spin', frame: index };
  if (kind === 'int') return { kind: 'int', index: index as 1 | 2 | 3 };
  return { kind: 'ext', index: index as 1 | 2 | 3 | 4 | 5 | 6 };
}

/**
 * Parses the four path segments of a vehicle image and its query.
 *
 * @example parseVehicleImageRequest({ itemType: 'car', body: 'suv', colour: 'red', view: 'ext-1.svg' }, { w: '300' })
 * // → { ok: true, value: { itemType: 'car', body: 'suv', colour: 'red', view: { kind: 'ext', index: 1 }, width: 300, quality: 100 } }
 */
export function parseVehicleImageRequest(
  params: { itemType: string; body: string; colour: string; view: string },
  query: Query,
): MediaParseResult<VehicleImageRequest> {
  const path = VehiclePathSchema.safeParse(params);
  if (!path.success) return { ok: false, status: 404, error: `Not found: ${firstIssue(path.error)}` };
  const search = VehicleQuerySchema.safeParse({ w: query.w, q: query.q });
  if (!search.success) return { ok: false, status: 400, error: firstIssue(search.error) };
  return {
    ok: true,
    value: {
      itemType: path.data.itemType,
      body: path.data.body,
      colour: paintFor(path.data.colour).slug,
      view: parseView(path.data.view),
      width: search.data.w,
      quality: search.data.q,
    },
  };
}

/**
 * Words for a logo from its slug: a make's own name (`bmw` → "BMW"); else, a leading `tenant-`
 * namespace dropped, the rest title-cased. Slugs carry no word breaks (`harbourcity`), so tenants pass
 * `?text=` for an exact wordmark.
 *
 * @example logoTextFromSlug('mercedes-benz') // "Mercedes-Benz"
 * @example logoTextFromSlug('tenant-harbourcity') // "Harbourcity"
 */
export function logoTextFromSlug(slug: string): string {
  const make = makeNameOf(slug);
  if (make) return make;
  const words = slug
    .replace(/^tenant-(?=.)/, '')
    .split('-')
    .filter(Boolean);
  return words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ');
}

/**
 * Parses a logo's file segment (`<slug>.svg`) and its query.
 *
 * @example parseLogoRequest({ file: 'tenant-harbourcity.svg' }, { text: 'Harbour City' })
 * // → { ok: true, value: { slug: 'tenant-harbourcity', text: 'Harbour City', width: 240 } }
 */
export function parseLogoRequest(params: { file: string }, query: Query): MediaParseResult<LogoRequest> {
  const match = /^(.+)\.svg$/.exec(params.file);
  const slug = slugSchema('logo slug').safeParse(match?.[1] ?? '');
  if (!match || !slug.success) {
    return {
      ok: false,
      status: 404,
      error: `Not found: ${slug.success ? 'logo path must end in .svg' : firstIssue(slug.error)}`,
    };
  }
  const search = LogoQuerySchema.safeParse({ w: query.w, text: query.text });
  if (!search.success) return { ok: false, status: 400, error: firstIssue(search.error) };
  return {
    ok: true,
    value: { slug: slug.data, text: search.data.text ?? logoTextFromSlug(slug.data), width: search.data.w },
  };
}

/**
 * Parses a whole media path (with or without the `/media` mount prefix) and its query.
 *
 * @example parseMediaPath('/media/v1/car/suv/red/spin-07.svg', {}) // → { ok: true, value: { kind: 'vehicle', … } }
 * @example parseMediaPath('/v1/boat/x/red/ext-1.svg', {}) // → { ok: false, status: 404, … }
 */
export function parseMediaPath(pathname: string, query: Query): MediaParseResult<MediaRequest> {
  const segments = pathname
    .replace(/^\/media(?=\/)/, '')
    .split('/')
    .slice(1);
  if (segments[0] === 'v1' && segments[1] === 'logo' && segments.length === 3) {
    const logo = parseLogoRequest({ file: segments[2] as string }, query);
    return logo.ok ? { ok: true, value: { kind: 'logo', ...logo.value } } : logo;
  }
  if (segments[0] === 'v1' && segments.length === 5) {
    const [, itemType, body, colour, view] = segments as [string, string, string, string, string];
    const vehicle = parseVehicleImageRequest({ itemType, body, colour, view }, query);
    return vehicle.ok ? { ok: true, value: { kind: 'vehicle', ...vehicle.value } } : vehicle;
  }
  return { ok: false, status: 404, error: 'Not found: media paths are /v1/<itemType>/<body>/<colour>/<view>.svg' };
}
