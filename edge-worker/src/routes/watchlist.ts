import {
  NOT_YOUR_PHONE,
  SIGN_IN_REQUIRED,
  WATCHLIST_CAR_NOT_FOUND,
  WATCHLIST_SOLD_CAR,
  WatchlistRequestSchema,
  watchlistSaveOutcome,
} from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import type { Session } from '../services/sessions';
import {
  isSaved,
  isSiteCar,
  listWatchlist,
  removeCar,
  saveCar,
  type WatchlistOwner,
  watchlistCandidate,
} from '../services/watchlist';

// The watchlist API (spec: 000 §7 "POST /api/watchlist/save-car | JSON {phone_number, car_id}; response
// read for a success flag", "POST /api/watchlist/remove-car | Same body"; §6 "needs a signed-in user
// with a phone number"), plus the list:
//   POST /api/watchlist/save-car    200 { success: true, car_id, saved: true }
//   POST /api/watchlist/remove-car  200 { success: true, car_id, saved: false }
//   GET  /api/watchlist             200 { success: true, data: [{ id, saved_at, car | null }] }
// Refusals are `{ success: false, error }`: 401 signed out, 403 a phone other than the session's,
// 404 a car this site does not show, 409 a sold car not yet saved. A site with the watchlist off never
// gets here: its calls are refused by middleware/switched-off-features.

/** Options of {@link watchlist}. */
export interface WatchlistRoutesOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

function failure(c: Context<AppEnv>, status: ContentfulStatusCode, error: string): Response {
  return apiError(c, status, error, { success: false });
}

/** Refuses unless someone is signed in. */
const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  if (!c.get('session')) return failure(c, 401, SIGN_IN_REQUIRED);
  await next();
};

function ownerOf(c: Context<AppEnv>): WatchlistOwner {
  return { tenant: c.get('tenant'), userId: (c.get('session') as Session).userId };
}

/** The body's phone must be the one the session verified (spec: 000 §6 "identified by phone"). */
function isSessionPhone(c: Context<AppEnv>, phone: string): boolean {
  return (c.get('session') as Session).phone === phone;
}

/**
 * The watchlist routes, mounted with `app.route('/api/watchlist', watchlist({ now }))`.
 *
 * @example POST /api/watchlist/save-car {"phone_number":"0412345678","car_id":9101} → {"success":true,"car_id":9101,"saved":true}
 */
export function watchlist(options: WatchlistRoutesOptions = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.use(signedIn);

  app.post('/save-car', requestBody(WatchlistRequestSchema), async (c) => {
    const { phone_number, car_id } = c.req.valid('json');
    if (!isSessionPhone(c, phone_number)) return failure(c, 403, NOT_YOUR_PHONE);
    const owner = ownerOf(c);
    const at = now();
    const [candidate, alreadySaved] = await Promise.all([
      watchlistCandidate(c.env.DB, owner.tenant, car_id, at),
      isSaved(c.env.DB, owner, car_id),
    ]);
    switch (watchlistSaveOutcome(candidate, alreadySaved)) {
      case 'not-found':
        return failure(c, 404, WATCHLIST_CAR_NOT_FOUND);
      case 'sold':
        return failure(c, 409, WATCHLIST_SOLD_CAR);
      case 'added':
        await saveCar(c.env.DB, owner, car_id, { now: at, requestId: c.get('requestId') });
        return c.json({ success: true, car_id, saved: true });
      case 'already-saved':
        return c.json({ success: true, car_id, saved: true });
    }
  });

  app.post('/remove-car', requestBody(WatchlistRequestSchema), async (c) => {
    const { phone_number, car_id } = c.req.valid('json');
    if (!isSessionPhone(c, phone_number)) return failure(c, 403, NOT_YOUR_PHONE);
    const owner = ownerOf(c);
    const removed = await removeCar(c.env.DB, owner, car_id);
    // Removing a car that is not saved is done already, as long as it is a car of this site.
    if (!removed && !(await isSiteCar(c.env.DB, owner.tenant, car_id))) return failure(c, 404, WATCHLIST_CAR_NOT_FOUND);
    return c.json({ success: true, car_id, saved: false });
  });

  app.get('/', async (c) => c.json({ success: true, data: await listWatchlist(c.env.DB, ownerOf(c), now()) }));

  return app;
}
