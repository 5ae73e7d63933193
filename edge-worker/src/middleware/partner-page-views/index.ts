import { checkPostcode } from '@forecourt/shared/locations/postcode';
import { TOO_MANY_POSTCODE_LOOKUPS } from '@forecourt/shared/messages/catalogue';
import { FORM_REFUSED_TITLE, FormRefusedBody } from '@forecourt/shell';
import type { Context, MiddlewareHandler } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../../env';
import { htmlPage } from '../../render/page';
import { rateLimit } from '../rate-limit';

// A page whose query names a postcode has its loader call a partner for the view: the dealer locator's
// geocoder, the car page's delivery estimate (issue 24 item 9). The loader runs as an internal call from
// the remote's Worker, which the `/api` limits skip, so the budget is spent here, on the shopper's page
// view: the `partners` class, per site and client, the same budget the API's own partner calls spend.
// Over it the page is not composed, so nothing reaches the remote, the loader or the partner; the
// shopper gets the site's page saying to try again in a minute (429, `Retry-After`) with the way back
// to the page without the postcode. A missing or malformed postcode asks no partner and spends nothing.

/** The query parameter a page's loader hands to a partner. */
const PARTNER_QUERY = 'postcode';

/** Whether the page's query holds a postcode its loader would send to a partner. */
function drivesPartnerCall(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).searchParams.getAll(PARTNER_QUERY).some((value) => checkPostcode(value).ok);
}

/** What the refusal's page keeps of the limit's answer. */
const LIMIT_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/**
 * Spends the shopper's `partners` budget on a page view that drives a partner call; mount it on the
 * composed page routes.
 *
 * @example app.get(route.path, partnerPageViews(), (c) => composedPage(c, route, options));
 */
export function partnerPageViews(options: { now?: () => number } = {}): MiddlewareHandler<AppEnv> {
  const limit = rateLimit({ routeClass: 'partners', now: options.now, skip: (c) => !drivesPartnerCall(c) });
  return async function partnerPageViewsMiddleware(c, next) {
    // The limit answers only to refuse; otherwise it has run the page (`next`).
    const refused = await limit(c, next);
    if (!(refused instanceof Response)) return;
    const headers = Object.fromEntries(
      LIMIT_HEADERS.flatMap((name) => {
        const value = refused.headers.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );
    return htmlPage(c, {
      status: 429,
      title: FORM_REFUSED_TITLE,
      canonicalPath: c.req.path,
      body: createElement(FormRefusedBody, { error: TOO_MANY_POSTCODE_LOOKUPS, backPath: c.req.path }),
      headers,
    });
  };
}
