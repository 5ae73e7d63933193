import { ANALYTICS_EVENTS, backPathOf } from '@forecourt/shared';
import { leadMakerPhone } from '@forecourt/shared/account/lead-maker';
import { analyticsEventStatement } from '@forecourt/shared/server-kit/analytics-events';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { deliverLeadSoon } from '@forecourt/shared/server-kit/leads/deliver-soon';
import { prepareLead } from '@forecourt/shared/server-kit/leads/prepare';
import { storeLeadStatements } from '@forecourt/shared/server-kit/leads/store';
import { invalidRequest, isHtmlFormPost, requestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { mayAcceptTradeIn, TRADE_IN_ACCEPT_REFUSED } from '@forecourt/shared/trade-in/accept';
import { TradeInAcceptRequestSchema, type TradeInRequest, TradeInRequestSchema } from '@forecourt/shared/trade-in/api';
import { tradeInReturnPath } from '@forecourt/shared/trade-in/paths';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { FinanceBindings } from '../bindings';
import { findTradeIn, markAccepted, pendingValuationStatement, valueTradeIn } from '../db/trade-ins';
import { valuationClientFor } from '../partners/valuation';
import { isValidAcceptToken, signAcceptToken } from './accept-token';

// POST /api/trade-in: a trade-in valuation (issue 17; spec: 001 §2 "Trade-in", §7 "Trade-in valuation").
// The trade-in lead and its vehicle details are stored (one batch, with the lead's outbox row) BEFORE
// the valuation partner is asked, so a partner failure loses nothing: the answer then says the team
// will call, and the lead reaches the CRM like any other.
// POST /api/trade-in/:leadId/accept: the offer accepted (the partner's offer-accepted update with
// lead_id, event 18 "offer accepted", spec: 000 §7), by the shopper who asked for the valuation only
// (issue 24 item 10: the lead id is in the no-JavaScript redirect URL, so it proves nothing): signed in
// as the one who asked, or with the link's token, which only the asker's answer and page carry.
//
//   201 { lead_id, outcome, accept_token } · 200 { lead_id, outcome } (accept) · 400 { error, issues }
//   · 403 { error } (accept: neither the session nor a valid token) · 404 { error } · 409 (no offer)
//   Posted as an HTML form (no JavaScript): 303 back to the trade-in page with ?lead_id=&accept_token= or
//   ?errors=; an accept refused answers its JSON, which the gateway turns into the site's refusal page (same
//   status). Both spend the shopper's `leads` budget at the gateway (remote.ts).

type TradeInEnv = SliceEnv<FinanceBindings>;

/** The page a form posted without JavaScript came from (same-site Referer), for the 303 back to it. */
const fromPage = (c: Context<TradeInEnv>) => backPathOf(c.req.header('Referer'), new URL(c.req.url).origin);

/** The request body check; a refused HTML form goes back to its page with the refused fields listed. */
const tradeInBody: MiddlewareHandler<TradeInEnv, string, { out: { json: TradeInRequest } }> = async (c, next) => {
  const refused = await requestBody(TradeInRequestSchema)(c, next);
  if (!refused || !isHtmlFormPost(c)) return refused;
  const body = (await refused.clone().json()) as { issues?: { path: string }[] };
  const fields = [...new Set((body.issues ?? []).map((issue) => issue.path.split('.')[0] ?? ''))];
  const back = c.redirect(tradeInReturnPath(fromPage(c), { errors: fields }), 303);
  // The refusal's c.json wrote its Content-Type into the context's prepared headers (the kit's X-Request-Id
  // made them), which the redirect inherits: a bodiless 303 claiming JSON.
  back.headers.delete('Content-Type');
  return back;
};

/**
 * `/api/trade-in`, mounted with `app.route('/api/trade-in', tradeIn)`.
 *
 * @example POST /api/trade-in { form: 'trade-in', name, last_name, email, phone, postcode, Rego, regoState, km, condition }
 */
export const tradeIn = new Hono<TradeInEnv>();

tradeIn.post('/', tradeInBody, async (c) => {
  const tenant = c.get('tenant');
  const requestId = c.get('requestId');
  const now = new Date();
  c.header('Cache-Control', 'no-store');
  const { km, condition, ...lead } = c.req.valid('json');
  const result = await prepareLead(c.env.DB, tenant, lead, now);
  if (!result.ok) {
    const { refusal } = result;
    return refusal.status === 404 ? apiError(c, 404, refusal.error) : invalidRequest(c, refusal.issues);
  }
  const leadId = crypto.randomUUID();
  const vehicle = { Rego: lead.Rego, regoState: lead.regoState, km, condition };
  // A trade-in carries no code: only a signed-in shopper makes one their My Garage lists (issue 24 item 8).
  const madeBy = leadMakerPhone({ signedInPhone: c.get('session')?.phone ?? null, codeVerifiedPhone: null });
  await c.env.DB.batch([
    ...storeLeadStatements(c.env.DB, leadId, result.prepared, { tenant, requestId, now, madeBy }),
    pendingValuationStatement(c.env.DB, leadId, tenant, vehicle, now),
  ]);
  deliverLeadSoon(c.env, { waitUntil: waitUntilOf(c) }, leadId, requestId);
  const [outcome, acceptToken] = await Promise.all([
    valueTradeIn({ db: c.env.DB, client: valuationClientFor(c.env), now, requestId }, leadId, vehicle),
    signAcceptToken(c.env.TRADE_IN_ACCEPT_SECRET, tenant.slug, leadId, now.getTime()),
  ]);
  if (isHtmlFormPost(c)) return c.redirect(tradeInReturnPath(fromPage(c), { leadId, acceptToken }), 303);
  return c.json({ lead_id: leadId, outcome, accept_token: acceptToken }, 201);
});

tradeIn.post('/:leadId/accept', requestBody(TradeInAcceptRequestSchema), async (c) => {
  const tenant = c.get('tenant');
  const leadId = c.req.param('leadId');
  const now = new Date();
  c.header('Cache-Control', 'no-store');
  const stored = /^[0-9a-f-]{36}$/.test(leadId) ? await findTradeIn(c.env.DB, tenant, leadId) : null;
  if (!stored) return apiError(c, 404, `Trade-in not found: ${leadId}`);
  const token = c.req.valid('json').accept_token;
  const validToken =
    token !== undefined &&
    (await isValidAcceptToken(c.env.TRADE_IN_ACCEPT_SECRET, tenant.slug, leadId, token, now.getTime()));
  const signedIn = c.get('session')?.userId ?? null;
  if (!mayAcceptTradeIn({ madeBy: stored.madeBy, signedIn, validToken })) {
    return apiError(c, 403, TRADE_IN_ACCEPT_REFUSED);
  }
  if (stored.answer.outcome.status !== 'valued') return apiError(c, 409, 'This trade-in has no offer to accept');
  if (await markAccepted(c.env.DB, tenant, leadId, now)) {
    await analyticsEventStatement(c.env.DB, {
      eventId: ANALYTICS_EVENTS.OFFER_ACCEPTED,
      tenant,
      payload: { lead_id: leadId },
      requestId: c.get('requestId'),
      now: now.getTime(),
    }).run();
    const valuationId = stored.partnerValuationId;
    // The partner hears of it after the answer; the acceptance is already the lead's, in D1.
    if (valuationId) {
      waitUntilOf(c)(
        valuationClientFor(c.env)
          .accept(valuationId, leadId)
          .then((sent) => {
            if (!sent.ok)
              console.error(
                JSON.stringify({
                  level: 'error',
                  message: 'offer-accepted update failed',
                  leadId,
                  error: sent.error,
                }),
              );
          }),
      );
    }
  }
  if (isHtmlFormPost(c)) return c.redirect(tradeInReturnPath(fromPage(c), { leadId }), 303);
  const updated = await findTradeIn(c.env.DB, tenant, leadId);
  return c.json(updated?.answer ?? stored.answer, 200);
});
