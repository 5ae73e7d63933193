import type { TenantConfig } from '@forecourt/shared';
import { EnquiryLeadSchema, GENERAL_ENQUIRY } from '@forecourt/shared/leads/forms';
import {
  drawPrize,
  SPIN_TO_WIN_PATH,
  SPIN_TO_WIN_SUBCATEGORY,
  SpinRequestSchema,
  type SpinResponse,
  spinLeadMessage,
} from '@forecourt/shared/offers/spin-to-win';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { deliverLeadSoon } from '@forecourt/shared/server-kit/leads/deliver-soon';
import { prepareLead } from '@forecourt/shared/server-kit/leads/prepare';
import { storeLeadStatements } from '@forecourt/shared/server-kit/leads/store';
import { invalidRequest, isHtmlFormPost, requestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { isSwitchedOn } from '@forecourt/shared/site-pages/feature-routes';
import { type Context, Hono } from 'hono';
import type { OffersBindings } from '../bindings';
import { shopperSpin, spinStatement } from '../db/spins';

// The Spin to Win API (spec: 001 §2 /spin-to-win, §6 gated): a signed-in shopper spins once per site.
// The prize is drawn here, never taken from the request; it is kept with an enquiry to the dealer (the
// platform's lead, its outbox row and event, and the spin, in ONE batch), so a prize is either given and
// known to the CRM or not at all. A second spin answers the first (a double click, a second tab, a retry),
// and the one-spin key makes two at once store one.
//
//   POST /api/spin-to-win { name, last_name, email, dealership_slug? } → 201 SpinResponse, or 200 the earlier
//     spin; 400 naming a field; 401 signed out; 404 when the site has it off. Posted as an HTML form: 303 to
//     /spin-to-win?spin=<lead_id>, where the page shows the prize. Spends the shopper's `leads` budget.
//   GET /api/spin-to-win → { spin: SpinResponse | null }, the shopper's on this site; 401 signed out.

type SpinEnv = SliceEnv<OffersBindings>;

/** The site's Spin to Win when it is on, else null. */
function siteSpinToWin(tenant: TenantConfig) {
  return isSwitchedOn('spinToWin', tenant.features) ? tenant.spinToWin : null;
}

function spun(c: Context<SpinEnv>, spin: SpinResponse, status: 200 | 201): Response {
  if (isHtmlFormPost(c)) return c.redirect(`${SPIN_TO_WIN_PATH}?spin=${spin.lead_id}`, 303);
  return c.json(spin, status);
}

const SIGN_IN_FIRST = 'Sign in to spin the wheel.';
const NOT_HERE = 'Spin to Win is not available on this site.';

/**
 * `/api/spin-to-win`, mounted with `api.route('/api/spin-to-win', spinToWin)`.
 * @example POST /api/spin-to-win { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', dealership_slug: 'harbour-city-toyota' }
 */
export const spinToWin = new Hono<SpinEnv>();

spinToWin.use('*', async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  if (!siteSpinToWin(c.get('tenant'))) return apiError(c, 404, NOT_HERE);
  if (!c.get('session')) return apiError(c, 401, SIGN_IN_FIRST);
  return next();
});

spinToWin.get('/', async (c) => {
  const shopper = c.get('session');
  if (!shopper) return apiError(c, 401, SIGN_IN_FIRST);
  return c.json({ spin: await shopperSpin(c.env.DB, c.get('tenant'), shopper.userId) });
});

spinToWin.post('/', requestBody(SpinRequestSchema), async (c) => {
  const tenant = c.get('tenant');
  const shopper = c.get('session');
  const config = siteSpinToWin(tenant);
  if (!shopper || !config) return apiError(c, 401, SIGN_IN_FIRST);
  const earlier = await shopperSpin(c.env.DB, tenant, shopper.userId);
  if (earlier) return spun(c, earlier, 200);

  const now = new Date();
  const [draw = 0] = crypto.getRandomValues(new Uint32Array(1));
  const prize = drawPrize(config.prizes, draw / 2 ** 32);
  const { dealership_slug, ...who } = c.req.valid('json');
  const lead = EnquiryLeadSchema.parse({
    form: 'enquiry',
    ...who,
    phone: shopper.phone,
    ...(dealership_slug ? { dealership_slug } : {}),
    category: GENERAL_ENQUIRY,
    subcategory: SPIN_TO_WIN_SUBCATEGORY,
    message: spinLeadMessage(prize.label),
  });
  const prepared = await prepareLead(c.env.DB, tenant, lead, now);
  if (!prepared.ok) {
    const { refusal } = prepared;
    return refusal.status === 404 ? apiError(c, 404, refusal.error) : invalidRequest(c, refusal.issues);
  }
  const spin: SpinResponse = { lead_id: crypto.randomUUID(), prize: prize.label, created_at: now.toISOString() };
  const requestId = c.get('requestId');
  try {
    await c.env.DB.batch([
      ...storeLeadStatements(c.env.DB, spin.lead_id, prepared.prepared, {
        tenant,
        requestId,
        now,
        madeBy: shopper.phone,
      }),
      spinStatement(c.env.DB, tenant, shopper.userId, spin),
    ]);
  } catch (error) {
    // Another request of this shopper spun first (the one-spin key refused this batch, so nothing of it was
    // stored): theirs is the spin. Any other failure is the error it is.
    const first = await shopperSpin(c.env.DB, tenant, shopper.userId);
    if (first) return spun(c, first, 200);
    throw error;
  }
  deliverLeadSoon(c.env, { waitUntil: waitUntilOf(c) }, spin.lead_id, requestId);
  return spun(c, spin, 201);
});
