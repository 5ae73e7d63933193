// The dealer's area of a site (issues 29 and 30): pages for the dealership's staff, not its shoppers — the stock
// feed upload, and what else a remote declares `dealer: true`. Everything under /dealer is behind the dealer's
// sign-in (the dealer key, checked by the gateway) except the sign-in itself. Pure: the gateway gates and signs,
// the declarations are checked against these paths, the pages link by them.

/** The dealer's area: its home lists the dealer pages the site's remotes declare. */
export const DEALER_AREA_PATH = '/dealer';
/** Where the dealer signs in with the dealer key (a plain form; never gated). */
export const DEALER_SIGN_IN_PATH = '/dealer/sign-in';
/** Where the dealer's sign-out form posts. */
export const DEALER_SIGN_OUT_PATH = '/dealer/sign-out';

/** The dealer's releases page: the gateway's own (the release registry is the platform's). */
export const DEALER_RELEASES_PATH = '/dealer/releases';

/** How long a dealer stays signed in: a working day. */
export const DEALER_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** The sign-in page's refusal of a key that is not the site's. */
export const WRONG_DEALER_KEY = "That key is not this site's dealer key.";
/** The sign-in page's refusal of an empty key. */
export const DEALER_KEY_REQUIRED = 'Enter the dealer key.';

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Whether `path` (a page path or a Hono pattern) is in the dealer's area: /dealer or a page below it.
 * @example isDealerPath('/dealer/stock'); // true
 * @example isDealerPath('/dealers'); // false
 */
export function isDealerPath(path: string): boolean {
  return segmentsOf(path)[0] === segmentsOf(DEALER_AREA_PATH)[0];
}

/**
 * Whether `path` needs the dealer signed in: the dealer's area, but not the way in.
 * @example isDealerGated('/dealer/stock'); // true
 * @example isDealerGated('/dealer/sign-in'); // false
 */
export function isDealerGated(path: string): boolean {
  return isDealerPath(path) && segmentsOf(path).join('/') !== segmentsOf(DEALER_SIGN_IN_PATH).join('/');
}

/**
 * Where a dealer goes once signed in: the asked-for page when it is a path of the dealer's area on this site,
 * else the area's home. Never another site, never a shopper's page.
 * @example dealerLandingOf('/dealer/stock?x=1'); // '/dealer/stock?x=1'
 * @example dealerLandingOf('//evil.example/dealer'); // '/dealer'
 */
export function dealerLandingOf(asked: string | undefined): string {
  if (asked === undefined || !asked.startsWith('/') || asked.startsWith('//') || asked.includes('\\')) {
    return DEALER_AREA_PATH;
  }
  const path = asked.split(/[?#]/)[0] ?? '';
  return isDealerGated(path) ? asked : DEALER_AREA_PATH;
}

/**
 * The sign-in page's address that comes back to `path` once the dealer is signed in.
 * @example dealerSignInHref('/dealer/stock'); // '/dealer/sign-in?redirect=%2Fdealer%2Fstock'
 */
export function dealerSignInHref(path: string): string {
  return `${DEALER_SIGN_IN_PATH}?${new URLSearchParams({ redirect: path }).toString()}`;
}
