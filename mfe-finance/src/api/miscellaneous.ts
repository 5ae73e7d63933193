import { leadMakerPhone } from '@forecourt/shared/account/lead-maker';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { deliverLeadSoon } from '@forecourt/shared/server-kit/leads/deliver-soon';
import { prepareLead } from '@forecourt/shared/server-kit/leads/prepare';
import { storeLeadStatements } from '@forecourt/shared/server-kit/leads/store';
import { invalidRequest, isHtmlFormPost, requestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { waitUntilOf } from '@forecourt/shared/server-kit/wait-until';
import { isSwitchedOn, SWITCHABLE_FEATURES } from '@forecourt/shared/site-pages/feature-routes';
import { MiscellaneousRequestSchema, valuationMessage } from '@forecourt/shared/trade-in/miscellaneous';
import { SUCCESS_PATH } from '@forecourt/shared/vehicle/lead-forms';
import { Hono } from 'hono';
import type { FinanceBindings } from '../bindings';

// POST /api/miscellaneous (spec: 000 §7, 001 §7 "valuation data, column_name valuation"; shared
// trade-in/miscellaneous.ts says why it is the trade-in's): the valuation a shopper already has, sent to the
// dealer as a trade-in lead, under the site's lead rules (a dealership of another site is a 400), with the
// data kept beside it: the lead, its outbox row and event, and the data in ONE batch. No partner is asked.
// The gateway answers it 404 on a site with trade-in off (shared feature-routes) and spends the `leads` budget.
//
//   201 { lead_id } · 400 { error, issues } naming each field · 404 { error } (a car the site does not show)
//   Posted as an HTML form: 303 to /success?form=trade-in.

type MiscellaneousEnv = SliceEnv<FinanceBindings>;

/**
 * `/api/miscellaneous`, mounted with `app.route('/api/miscellaneous', miscellaneous)`.
 * @example POST /api/miscellaneous { column_name: 'valuation', name, last_name, email, phone, postcode, valuation: { low, high } }
 */
export const miscellaneous = new Hono<MiscellaneousEnv>();

// The gateway refuses it first on a site with trade-in off; the slice holds the same rule for any other caller.
miscellaneous.use('*', async (c, next) => {
  if (!isSwitchedOn('tradeIn', c.get('tenant').features))
    return apiError(c, 404, SWITCHABLE_FEATURES.tradeIn.offMessage);
  return next();
});

miscellaneous.post('/', requestBody(MiscellaneousRequestSchema), async (c) => {
  const tenant = c.get('tenant');
  const requestId = c.get('requestId');
  const now = new Date();
  c.header('Cache-Control', 'no-store');
  const { column_name, valuation, message, ...fields } = c.req.valid('json');
  const lead = { form: 'trade-in' as const, ...fields, message: valuationMessage(valuation, message) };
  const result = await prepareLead(c.env.DB, tenant, lead, now);
  if (!result.ok) {
    const { refusal } = result;
    return refusal.status === 404 ? apiError(c, 404, refusal.error) : invalidRequest(c, refusal.issues);
  }
  const leadId = crypto.randomUUID();
  const madeBy = leadMakerPhone({ signedInPhone: c.get('session')?.phone ?? null, codeVerifiedPhone: null });
  await c.env.DB.batch([
    ...storeLeadStatements(c.env.DB, leadId, result.prepared, { tenant, requestId, now, madeBy }),
    c.env.DB.prepare(
      'INSERT INTO miscellaneous (lead_id, tenant, column_name, value, created_at) VALUES (?, ?, ?, ?, ?)',
    ).bind(leadId, tenant.slug, column_name, JSON.stringify(valuation), now.toISOString()),
  ]);
  deliverLeadSoon(c.env, { waitUntil: waitUntilOf(c) }, leadId, requestId);
  if (isHtmlFormPost(c)) return c.redirect(`${SUCCESS_PATH}?form=trade-in`, 303);
  return c.json({ lead_id: leadId }, 201);
});
