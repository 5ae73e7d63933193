import { REQUIRED_FIELD } from '@forecourt/shared';
import type { IssueSummary } from '@forecourt/shared/server-kit/api-error';
import { type IdentityContext, verifyCode } from '../identity';
import type { NewSession, Session } from '../sessions';

// A finance lead needs a verified phone (spec: 001 §6 "Finance submission requires a verified phone
// (one-time code)"; §4 "step 1 checks the one-time code; step 2 creates lead and customer"). Either the
// visitor is signed in with the lead's phone (they verified it with /api/auth/verify-otp), or the form
// carries the code sent to that phone and it is checked here, with the identity service's own rules
// (single use, expiry, the 5-guess lock), which then signs them in as a verify would.

/** The outcome of checking the phone of a finance lead. */
export type PhoneCheck =
  | { ok: true; started: NewSession | null }
  | { ok: false; status: 400 | 429; issues: IssueSummary[] };

/**
 * Whether the lead's phone is verified: the signed-in session's own phone, or a code checked now.
 * `identity` is built only when a code has to be checked.
 *
 * @example const check = await checkLeadPhone({ session: c.get('session'), phone, code, identity: () => context });
 */
export async function checkLeadPhone(input: {
  session: Session | null;
  phone: string;
  code: string | undefined;
  identity: () => Promise<IdentityContext>;
}): Promise<PhoneCheck> {
  if (input.session?.phone === input.phone) return { ok: true, started: null };
  if (input.code === undefined) return refused(400, REQUIRED_FIELD);
  const outcome = await verifyCode(await input.identity(), { phone: input.phone, token: input.code });
  if (outcome.status === 'verified') return { ok: true, started: outcome.session };
  return refused(outcome.status === 'locked' ? 429 : 400, outcome.message);
}

function refused(status: 400 | 429, message: string): PhoneCheck {
  return { ok: false, status, issues: [{ path: 'code', message }] };
}
