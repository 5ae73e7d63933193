import { slugify } from '@forecourt/shared';
import { MAKE_CATALOGUE } from '../seed/makes';

// The media origin holds a logo for every make of the demo catalogue, as a real CDN holds each make's
// artwork: the wordmark is the make's own name (BMW, Mercedes-Benz, KGM SsangYong), which its slug
// cannot give back (case and punctuation are lost in a slug).

const NAME_BY_SLUG: ReadonlyMap<string, string> = new Map(MAKE_CATALOGUE.map(({ name }) => [slugify(name), name]));

/**
 * The make's name of a logo slug, or null when the slug is no make of the catalogue.
 * @example makeNameOf('mercedes-benz') // "Mercedes-Benz"
 */
export function makeNameOf(slug: string): string | null {
  return NAME_BY_SLUG.get(slug) ?? null;
}
