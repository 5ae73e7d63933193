import { LeadSubmissionSchema } from '@forecourt/shared';
import { leadMakerPhone } from '@forecourt/shared/account/lead-maker';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { deliverLeadSoon } from '@forecourt/shared/server-kit/leads/deliver-soon';
import { prepareLead } from '@forecourt/shared/server-kit/leads/prepare';
import { storeLead } from '@forecourt/shared/server-kit/leads/store';
import { invalidRequest, isHtmlFormPost, requestBody } from '@forecourt/shared/server-kit/request-body';
import { isVehicleLeadForm, SUCCESS_PATH, successPathFor } from '@forecourt/shared/vehicle/lead-forms';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { formRefusalPage } from '../middleware/form-refusal';
import { rateLimit } from '../middleware/rate-limit';
import { setSessionCookie } from '../middleware/session';
import { switchedOffRefusal } from '../middleware/switched-off-features';
import { hmacKey } from '../services/identity';
import { checkLeadPhone } from '../services/leads/verified-phone';
import { revokeSession } from '../services/sessions';

// POST /api/leads: every lead form of the specs (issue 5 "Leads: never lost"; spec: 000 §3, §5, §7
// "Form submit … lead creation returns lead_id or an error"; 001 §3, §5, §6). The lead is stored in D1
// (with its outbox row and analytics event) before the answer; delivery to the CRM is tried right
// after, without the visitor waiting, and retried by the cron until the CRM takes it.
//
//   201 { lead_id } · 400 { error, issues } a field or a site rule · 404 { error } a car or offer the site
//   does not show, or a form of a feature the site has switched off (trade-in, finance) · 413/415 the body · 429 the leads budget, or a finance code locked after 5 guesses
//   Posted as an HTML form (no JavaScript): 303 to /success, or a refusal as the site's page (same status).

/**
 * A finance lead's phone must be verified; a code checked here signs the visitor in, as a verify does.
 * Answers the refusal, or whether a code verified the phone in this request.
 */
async function checkFinancePhone(
  c: Context<AppEnv>,
  phone: string,
  code: string | undefined,
  now: number,
): Promise<Response | { codeVerified: boolean }> {
  const previous = c.get('session');
  const check = await checkLeadPhone({
    session: previous,
    phone,
    code,
    identity: async () => ({
      db: c.env.DB,
      tenant: c.get('tenant'),
      requestId: c.get('requestId'),
      now,
      otpKey: await hmacKey('OTP_HMAC_KEY', c.env.OTP_HMAC_KEY),
    }),
  });
  if (!check.ok) return invalidRequest(c, check.issues, check.status);
  if (check.started) {
    if (previous) await revokeSession(c.env.DB, previous.idHash, now);
    await setSessionCookie(c, check.started, now);
  }
  return { codeVerified: check.started !== null };
}

/**
 * `/api/leads`, mounted with `app.route('/api/leads', leads)`.
 *
 * @example POST /api/leads { form: 'enquiry', name, last_name, email, phone, message, car_id } → 201 { lead_id }
 */
export const leads = new Hono<AppEnv>();

leads.post('/', formRefusalPage, rateLimit({ routeClass: 'leads' }), requestBody(LeadSubmissionSchema), async (c) => {
  const tenant = c.get('tenant');
  const requestId = c.get('requestId');
  c.header('Cache-Control', 'no-store');
  const submission = c.req.valid('json');
  const switchedOff = switchedOffRefusal(c, { leadForm: submission.form });
  if (switchedOff) return switchedOff;
  const result = await prepareLead(c.env.DB, tenant, submission, new Date());
  if (!result.ok) {
    const { refusal } = result;
    return refusal.status === 404 ? apiError(c, 404, refusal.error) : invalidRequest(c, refusal.issues);
  }
  const { lead } = result.prepared;
  let codeVerifiedPhone: string | null = null;
  if (lead.form === 'finance') {
    const check = await checkFinancePhone(c, lead.phone, lead.code, Date.now());
    if (check instanceof Response) return check;
    if (check.codeVerified) codeVerifiedPhone = lead.phone;
  }
  // My Garage lists the lead only for whoever verified a phone in making it (issue 24 item 8).
  const madeBy = leadMakerPhone({ signedInPhone: c.get('session')?.phone ?? null, codeVerifiedPhone });
  const leadId = await storeLead(c.env.DB, result.prepared, { tenant, requestId, now: new Date(), madeBy });
  deliverLeadSoon(c.env, c.executionCtx, leadId, requestId);
  // A form posted without JavaScript lands on the thank-you page (spec: 000 §2 /success), not on JSON.
  if (isHtmlFormPost(c)) {
    const { car_slug: carSlug } = result.prepared;
    const form = lead.form;
    return c.redirect(carSlug !== null && isVehicleLeadForm(form) ? successPathFor(form, carSlug) : SUCCESS_PATH, 303);
  }
  return c.json({ lead_id: leadId }, 201);
});
