import { z } from 'zod';

// The one slug rule of URLs and API paths: a car, a dealership, a make, model or body segment. Stricter
// rules (slugify's lower-case hyphenated form) are for slugs we write; this is what we accept in a path.

const SLUG_PATTERN = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * A slug in a path or query: letters, digits, `-` and `_`, starting with a letter or digit, at most
 * `maxLength` characters; `what` names it in the error (`expected a car slug (letters, digits, - and _)`).
 *
 * @example slugSchema('car slug', 200).parse('2021-toyota-hilux-4021') // '2021-toyota-hilux-4021'
 * @example slugSchema('dealership slug', 100).safeParse('a b').success // false
 */
export function slugSchema(what: string, maxLength: number): z.ZodString {
  return z.string().min(1).max(maxLength).regex(SLUG_PATTERN, `expected a ${what} (letters, digits, - and _)`);
}

/** A car's slug (`/cars/{slug}`, `/print?car_id=`, `/api/cars/{slug}`). */
export const CarSlugSchema = slugSchema('car slug', 200);

/** A dealership's slug (`/api/dealerships/{slug}`, `/search/{dealership_slug}`). */
export const DealershipSlugSchema = slugSchema('dealership slug', 100);

/** A path segment under `/search`: a car type, make, model, body or dealership slug. */
export const SearchSegmentSchema = slugSchema('slug', 100);

/** A location's slug (`/contact-us/{slug}`, `/our-location/{slug}`, `/locations/{slug}`). */
export const LocationSlugSchema = slugSchema('location slug', 100);
/** A catalogue model's slug (`/models/{slug}`). */
export const ModelSlugSchema = slugSchema('model slug', 100);
