import {
  CODE_NOT_SENT,
  CODE_NOT_SENT_RETRY_SECONDS,
  ContactQuerySchema,
  NOT_YOUR_PHONE,
  OTP_VALIDITY_MS,
  RateLimitRequestSchema,
  SIGN_IN_REQUIRED,
  SignInWithOtpRequestSchema,
  SignOutRequestSchema,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  VerifyOtpRequestSchema,
} from '@forecourt/shared';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { requestBody } from '@forecourt/shared/server-kit/request-body';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { clearSessionCookie } from '../middleware/session';
import { sendAllowed } from '../services/identity';
import { findUser } from '../services/identity/users';
import { revokeSession } from '../services/sessions';
import { refuse, succeed } from './identity-answer';
import { completeSignIn, requestSignInCode } from './sign-in-flow';

// The identity calls of spec 001 §7, mounted under /api:
//   POST /api/rate-limit                 { phone }                        200 { ok: true } | 429 (spec: "non-OK means too many attempts")
//   POST /api/auth/sign-in-with-otp      { phone, options: { data: { first_name, last_name, email, website, dealership_slug } } }
//                                        200 { sent: true, expires_in } | 429 | 503 (not sent, not counted) — the same whether or not the phone has a user
//   POST /api/auth/verify-otp            { phone, token, type: 'sms' }    200 { user, session } + the session cookie | 400 | 429
//   POST /api/auth/sign-out              (no body)                         200 { signed_out: true }, the cookie cleared
//   GET  /api/check-if-contact-exists?phone_number=…                      200 { data: user } for the signed-in owner of that phone
// Bodies are JSON or HTML form fields; forms may add redirect / error_redirect (routes/identity-answer.ts).
// Every answer is `Cache-Control: no-store`.

/** Options of {@link identity}. */
export interface IdentityRoutesOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

function tooManyAttempts(c: Context<AppEnv>, targets: { error_redirect?: string }, retryAfterMs: number): Response {
  const retryAfter = Math.ceil(retryAfterMs / 1000);
  c.header('Retry-After', String(retryAfter));
  return refuse(c, targets, 429, TOO_MANY_VERIFICATION_ATTEMPTS, { retryAfter });
}

const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** Sign-out needs no body: a fetch may send none (read as `{}`); a form sends its redirect targets. */
const signOutBody: MiddlewareHandler<
  AppEnv,
  string,
  { in: { json: z.input<typeof SignOutRequestSchema> }; out: { json: z.output<typeof SignOutRequestSchema> } }
> = (c, next) => {
  if (c.req.header('Content-Type')) return requestBody(SignOutRequestSchema)(c, next);
  c.req.addValidatedData('json', SignOutRequestSchema.parse({}));
  return next();
};

/**
 * The identity routes, mounted with `app.route('/api', identity({ now }))`.
 *
 * @example POST /api/auth/sign-in-with-otp {"phone":"0412 345 678"} → 200 {"sent":true,"expires_in":300}
 */
export function identity(options: IdentityRoutesOptions = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();

  // Only on these routes' own paths: mounted at /api, a bare `use` would reach every /api route after it.
  for (const path of ['/rate-limit', '/auth/*', '/check-if-contact-exists']) app.use(path, noStore);

  app.post('/rate-limit', requestBody(RateLimitRequestSchema), async (c) => {
    const decision = await sendAllowed(c.env.DB, c.req.valid('json').phone, now());
    if (!decision.allowed) return tooManyAttempts(c, {}, decision.retryAfterMs);
    return c.json({ ok: true });
  });

  app.post(
    '/auth/sign-in-with-otp',
    rateLimit({ routeClass: 'codeSends', message: TOO_MANY_VERIFICATION_ATTEMPTS, now }),
    requestBody(SignInWithOtpRequestSchema),
    async (c) => {
      const { phone, details, ...targets } = c.req.valid('json');
      const outcome = await requestSignInCode(c, now(), { phone, details });
      switch (outcome.status) {
        case 'sent':
          return succeed(c, targets, { sent: true, expires_in: OTP_VALIDITY_MS / 1000 });
        case 'bad-dealership':
          return refuse(c, targets, 400, `Invalid request: dealership_slug: ${outcome.message}`, {
            issues: [{ path: 'dealership_slug', message: outcome.message }],
          });
        case 'refused':
          return tooManyAttempts(c, targets, outcome.retryAfterMs);
        case 'failed':
          // The partner did not take the code; the send did not count, so a retry soon may work.
          c.header('Retry-After', String(CODE_NOT_SENT_RETRY_SECONDS));
          return refuse(c, targets, 503, CODE_NOT_SENT);
      }
    },
  );

  app.post('/auth/verify-otp', requestBody(VerifyOtpRequestSchema), async (c) => {
    const { phone, token, type: _type, ...targets } = c.req.valid('json');
    const outcome = await completeSignIn(c, now(), { phone, token });
    if (outcome.status !== 'verified') {
      return refuse(c, targets, outcome.status === 'locked' ? 429 : 400, outcome.message);
    }
    return succeed(c, targets, {
      user: outcome.user,
      session: { expires_at: new Date(outcome.expiresAt).toISOString() },
    });
  });

  app.post('/auth/sign-out', signOutBody, async (c) => {
    const targets = c.req.valid('json');
    const current = c.get('session');
    if (current) await revokeSession(c.env.DB, current.idHash, now());
    clearSessionCookie(c);
    return succeed(c, targets, { signed_out: true });
  });

  app.get(
    '/check-if-contact-exists',
    validator('query', (value) => ContactQuerySchema.parse(value)),
    async (c) => {
      const current = c.get('session');
      // Only the verified owner of a number learns anything about it, so nobody can probe which
      // numbers have users: signed out or asking about another number, the answer never varies.
      if (!current) return apiError(c, 401, SIGN_IN_REQUIRED);
      if (current.phone !== c.req.valid('query').phone_number) return apiError(c, 403, NOT_YOUR_PHONE);
      return c.json({ data: await findUser(c.env.DB, current.userId) });
    },
  );

  return app;
}
