import {
  DEALER_AREA_PATH,
  DEALER_KEY_REQUIRED,
  DEALER_RELEASES_PATH,
  DEALER_SIGN_IN_PATH,
  DEALER_SIGN_OUT_PATH,
  dealerLandingOf,
  WRONG_DEALER_KEY,
} from '@forecourt/shared';
import { readRequestBody } from '@forecourt/shared/server-kit/request-body';
import { DealerHomeBody, type DealerPageLink, DealerSignInBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement } from 'react';
import { tenantRoutes } from '../composition/tenant-routes';
import type { AppEnv } from '../env';
import { clearDealerCookie, isDealerKey, setDealerCookie } from '../middleware/dealer-session';
import { formRefusalPage } from '../middleware/form-refusal';
import { originCheck } from '../middleware/origin-check';
import { rateLimit } from '../middleware/rate-limit';
import { htmlPage } from '../render/page';
import type { ReleaseStore } from '../services/releases';

// The dealer's way in and its home (issues 29, 30), plain HTML forms that work with JavaScript off:
//   GET  /dealer/sign-in   the dealer key's form (a signed-in dealer goes on to where they were going)
//   POST /dealer/sign-in   the key checked (the `dealerSignIns` budget) → 303 on, with the dealer cookie; else 400/401
//   POST /dealer/sign-out  the cookie dropped → 303 to the sign-in
//   GET  /dealer           the dealer pages the site's releases of the remotes declare, and sign-out
// The pages themselves are the remotes' (`dealer: true` in remote.ts), composed as any page; the dealer session
// middleware keeps the area to the dealer.

/** Options of {@link dealer}. */
export interface DealerOptions {
  /** The isolate's release registry cache (the dealer pages come from the route table). */
  releases: ReleaseStore;
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

function signInPage(c: Context<AppEnv>, error?: string, status: ContentfulStatusCode = 200) {
  return htmlPage(c, {
    title: 'Dealer sign-in',
    description: 'Sign in with the dealer key.',
    canonicalPath: DEALER_SIGN_IN_PATH,
    body: createElement(DealerSignInBody, {
      siteName: c.get('tenant').name,
      redirect: dealerLandingOf(c.req.query('redirect')),
      ...(error ? { error } : {}),
    }),
    status,
  });
}

/** The submitted key, or '' (a body it cannot read names no key). */
async function keyOf(c: Context<AppEnv>): Promise<string> {
  const body = await readRequestBody(c);
  if (!body.ok || typeof body.value !== 'object' || body.value === null) return '';
  const key = (body.value as Record<string, unknown>).key;
  const last = Array.isArray(key) ? key.at(-1) : key;
  return typeof last === 'string' ? last.trim() : '';
}

/**
 * The dealer's sign-in, sign-out and home, mounted with `app.route('/', dealer({ releases }))`.
 * @example POST /dealer/sign-in (key=…) → 303 /dealer, Set-Cookie: __Host-fc_dealer=…
 */
export function dealer(options: DealerOptions): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  // Forms change state: only the site's own pages may post them (CSRF), as for the API.
  app.use(`${DEALER_AREA_PATH}/*`, originCheck());

  app.get(DEALER_SIGN_IN_PATH, async (c) => {
    if (c.get('dealer')) return c.redirect(dealerLandingOf(c.req.query('redirect')), 303);
    return signInPage(c);
  });

  app.post(DEALER_SIGN_IN_PATH, formRefusalPage, rateLimit({ routeClass: 'dealerSignIns', now }), async (c) => {
    const key = await keyOf(c);
    if (key === '') return signInPage(c, DEALER_KEY_REQUIRED, 400);
    if (!(await isDealerKey(c, key))) return signInPage(c, WRONG_DEALER_KEY, 401);
    await setDealerCookie(c, now());
    return c.redirect(dealerLandingOf(c.req.query('redirect')), 303);
  });

  app.post(DEALER_SIGN_OUT_PATH, (c) => {
    clearDealerCookie(c);
    return c.redirect(DEALER_SIGN_IN_PATH, 303);
  });

  app.get(DEALER_AREA_PATH, async (c) => {
    const table = await tenantRoutes(c, options.releases);
    // The platform's own dealer page, then those the site's releases of the remotes declare.
    const pages: DealerPageLink[] = [
      { title: 'Releases', path: DEALER_RELEASES_PATH },
      ...(table?.pages ?? [])
        .filter((route) => route.dealer && !route.path.includes(':'))
        .map((route) => ({ title: route.title, path: route.path })),
    ];
    return htmlPage(c, {
      title: 'Dealer',
      description: "The dealer's pages of the site.",
      canonicalPath: DEALER_AREA_PATH,
      body: createElement(DealerHomeBody, { siteName: c.get('tenant').name, pages }),
    });
  });

  return app;
}
