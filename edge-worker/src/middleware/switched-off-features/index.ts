import { apiError, isApiPath } from '@forecourt/shared/server-kit/api-error';
import {
  type EntryPoint,
  SWITCHABLE_FEATURES,
  switchedOffFeatureOf,
  switchedOffRedirect,
} from '@forecourt/shared/site-pages/feature-routes';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

// A feature this dealer has switched off (trade-in, finance, the watchlist, checkout, the device lists)
// is off on every way in (issues 19 and 24; the table and the one check: shared `site-pages/feature-routes`).
// A page sends its visitor to a sensible page of the site instead of serving the feature or a 404, so an
// old bookmark or a link from elsewhere still lands somewhere useful; an API call is a 404 JSON naming the
// feature, answered before any route stores anything or asks a partner. Lead forms and browser events are
// told apart by their body, so their routes ask the same check with `switchedOffRefusal` once it is parsed.

/**
 * The 404 JSON refusing `entry` because its feature is off on this site, or null when it may go on.
 *
 * @example const refused = switchedOffRefusal(c, { leadForm: body.form }); if (refused) return refused;
 */
export function switchedOffRefusal(c: Context<AppEnv>, entry: EntryPoint): Response | null {
  const feature = switchedOffFeatureOf(entry, c.get('tenant').features);
  if (feature === null) return null;
  // Not cached: the answer follows the site's configuration, which the dealer can change at any time.
  c.header('Cache-Control', 'no-store');
  return apiError(c, 404, SWITCHABLE_FEATURES[feature].offMessage);
}

/**
 * Refuses API calls into a switched-off feature (404 JSON, whatever the method or body) and redirects
 * page reads of it (302: the dealer can switch the feature back on) to the page its table entry names.
 * Needs the tenant middleware first; runs before the `/api` guards and sign-in gating, so nothing of the
 * feature runs and a signed-out visitor is not sent to sign in for a page that is not there.
 *
 * @example app.use(switchedOffFeatures());
 */
export function switchedOffFeatures(): MiddlewareHandler<AppEnv> {
  return async function switchedOffFeaturesMiddleware(c, next) {
    const { path, method } = c.req;
    if (isApiPath(path)) return switchedOffRefusal(c, { api: path }) ?? next();
    if (method !== 'GET' && method !== 'HEAD') return next();
    const target = switchedOffRedirect(path, c.get('tenant').features);
    if (!target) return next();
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  };
}
