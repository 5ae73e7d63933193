import { z } from 'zod';

// Slugs in page paths and API paths, checked where a request enters (the gateway's routes, the remotes'
// page declarations). Only zod here: the build loads the remotes' declarations in plain Node.

/** A car slug: lower-case letters, digits, `-` and `_`, up to 200 characters. */
export const CarSlugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'expected a car slug (letters, digits, - and _)');

/** A path segment of a search route: a car-type page, make, model, body or dealership slug. */
export const SearchSegmentSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'expected a slug');
