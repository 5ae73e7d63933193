import { SIGN_IN_TYPES, type SignInType } from './sign-in.ts';

// Which pages need a signed-in user (spec: 001 §6 "Gated routes (online-payment, my-garage variants, and
// site-specific ones such as checkout, finance, spin-to-win) require a signed-in user, else redirect to
// sign-in with redirect and back params").

/** Gated on every site (spec: 001 §6). */
export const PLATFORM_GATED_ROUTES = ['/online-payment', '/my-garage'] as const;

/**
 * Whether `path` (a page path or a Hono pattern) is gated on every site, whatever its config: where a page
 * the shopper owns (a remote's `shopper` page) may be, since a site's own gates may leave it open.
 *
 * @example isPlatformGated('/online-payment/:id'); // true
 * @example isPlatformGated('/cars/:slug'); // false
 */
export function isPlatformGated(path: string): boolean {
  return PLATFORM_GATED_ROUTES.some((gate) => pathMatchesGate(path, gate));
}

/** Never gated, whatever a config says: the way in must stay open. */
const NEVER_GATED = ['/sign-in'];

/**
 * Whether `path` falls under a gated `pattern`: the same path, or a page below it. A `*` segment matches
 * any one segment (e.g. `/cars/*\/checkout`). A trailing slash is ignored on both.
 *
 * @example pathMatchesGate('/cars/2021-hilux/checkout', '/cars/*\/checkout'); // true
 * @example pathMatchesGate('/my-garage/saved', '/my-garage'); // true
 * @example pathMatchesGate('/my-garage-sale', '/my-garage'); // false
 */
export function pathMatchesGate(path: string, pattern: string): boolean {
  const pathSegments = segmentsOf(path);
  const patternSegments = segmentsOf(pattern);
  if (patternSegments.length === 0 || pathSegments.length < patternSegments.length) return false;
  return patternSegments.every((segment, i) => segment === '*' || segment === pathSegments[i]);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The sign-in type a gated path asks for (spec: 001 §2 "Types: trade-in, checkout, finance, spin-to-win,
 * online-payment, car-finance, my-garage"): the last segment of the gate that names a type; a site's own
 * my-page (`/mymotorama`, `/myservco` …) is a my-garage variant (spec: 001 §2, §6); otherwise none.
 *
 * @example signInTypeForGate('/cars/*\/checkout'); // 'checkout'
 * @example signInTypeForGate('/mybigboxcars'); // 'my-garage'
 */
export function signInTypeForGate(pattern: string): SignInType | undefined {
  const segments = segmentsOf(pattern);
  const named = segments.findLast((segment) => (SIGN_IN_TYPES as readonly string[]).includes(segment));
  if (named) return named as SignInType;
  if (segments.length === 1 && /^my[a-z0-9]+$/.test(segments[0] as string)) return 'my-garage';
  return undefined;
}

/**
 * The gate `path` is behind on a site with these configured gates (after the platform's own), or null.
 *
 * @example gateFor('/online-payment', []); // { pattern: '/online-payment', type: 'online-payment' }
 * @example gateFor('/cars/x', ['/cars/*\/checkout']); // null
 */
export function gateFor(
  path: string,
  siteGates: readonly string[],
): { pattern: string; type: SignInType | undefined } | null {
  if (NEVER_GATED.some((open) => pathMatchesGate(path, open))) return null;
  const pattern = [...PLATFORM_GATED_ROUTES, ...siteGates].find((gate) => pathMatchesGate(path, gate));
  return pattern === undefined ? null : { pattern, type: signInTypeForGate(pattern) };
}
