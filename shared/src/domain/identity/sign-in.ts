import { z } from 'zod';

// The sign-in page `/sign-in?type=…&redirect=…&back=…` (spec: 001 §2 "Routes", §6; 000 §2 watchlist).

/** Why the visitor is signing in (spec: 001 §2 "Types: …"; 000 §2 "/sign-in?type=watchlist"). */
export const SIGN_IN_TYPES = [
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
  'watchlist',
] as const;
export const SignInTypeSchema = z.enum(SIGN_IN_TYPES);
export type SignInType = z.infer<typeof SignInTypeSchema>;

/** Where a refused redirect target goes instead. */
export const SAFE_REDIRECT_FALLBACK = '/';
/** Longest redirect target kept (platform: a path, not a payload). */
export const REDIRECT_MAX_LENGTH = 2048;

const BASE = 'https://forecourt.invalid';
// C0 controls, DEL and C1 controls: browsers strip tabs and newlines, turning '/\t/evil' into '//evil'.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A same-site path for redirecting after sign-in, or '/' (issue 5 "redirect targets are same-site
 * paths only"). Refuses anything that is not a single leading '/' path: schemes, protocol-relative
 * '//host', backslashes (browsers read '\' as '/'), control characters, dot segments and encoded
 * slashes that could become '//' once normalised. Returns the path as the URL parser normalises it.
 *
 * @example
 * safeRedirectPath('/personalised/finance?car_id=12'); // '/personalised/finance?car_id=12'
 * safeRedirectPath('//evil.example');                  // '/'
 */
export function safeRedirectPath(input: unknown): string {
  if (typeof input !== 'string' || input.length === 0 || input.length > REDIRECT_MAX_LENGTH) {
    return SAFE_REDIRECT_FALLBACK;
  }
  if (!input.startsWith('/') || input.startsWith('//') || input.includes('\\') || CONTROL.test(input)) {
    return SAFE_REDIRECT_FALLBACK;
  }
  const path = input.split(/[?#]/, 1)[0] as string;
  // '//' anywhere in the path, dot segments and encoded separators can all turn into '//host' after
  // normalisation by a later hop; no real page of the site needs them.
  if (path.includes('//') || /(^|\/)\.{1,2}(\/|$)/.test(path) || /%(2f|5c|2e)/i.test(path)) {
    return SAFE_REDIRECT_FALLBACK;
  }
  let url: URL;
  try {
    url = new URL(input, BASE);
  } catch {
    return SAFE_REDIRECT_FALLBACK;
  }
  const result = url.pathname + url.search + url.hash;
  if (url.origin !== BASE || !result.startsWith('/') || result.startsWith('//')) return SAFE_REDIRECT_FALLBACK;
  return result;
}

/**
 * The same-site page the visitor came from (path and query of a same-origin Referer), else '/'.
 *
 * @example backPathOf('https://dealer.example/cars/x?a=1', 'https://dealer.example'); // '/cars/x?a=1'
 */
export function backPathOf(referer: string | undefined, origin: string): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === origin ? safeRedirectPath(url.pathname + url.search) : '/';
  } catch {
    return '/';
  }
}

/**
 * The sign-in page's query. Never fails: a page link must always render. An unknown type becomes
 * undefined (a plain sign-in); redirect and back pass through safeRedirectPath.
 *
 * @example
 * SignInQuerySchema.parse({ type: 'finance', redirect: '/personalised/finance' });
 * // { type: 'finance', redirect: '/personalised/finance', back: '/' }
 */
export const SignInQuerySchema = z.object({
  type: SignInTypeSchema.optional().catch(undefined),
  redirect: z.unknown().optional().transform(safeRedirectPath),
  back: z.unknown().optional().transform(safeRedirectPath),
});
export type SignInQuery = z.infer<typeof SignInQuerySchema>;

/**
 * The sign-in URL for a signed-out visitor of a gated page (spec: 001 §6 "redirect to sign-in with
 * redirect and back params").
 *
 * @example signInHref('finance', '/personalised/finance', '/cars/x'); // '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance&back=%2Fcars%2Fx'
 */
export function signInHref(type: SignInType | undefined, redirect: string, back: string): string {
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  params.set('redirect', safeRedirectPath(redirect));
  params.set('back', safeRedirectPath(back));
  return `/sign-in?${params.toString()}`;
}
