import {
  CODE_NOT_SENT,
  CODE_NOT_SENT_RETRY_SECONDS,
  type SignInQuery,
  SignInQuerySchema,
  SignInWithOtpRequestSchema,
  TOO_MANY_VERIFICATION_ATTEMPTS,
  VerifyOtpRequestSchema,
} from '@forecourt/shared';
import { readRequestBody } from '@forecourt/shared/server-kit/request-body';
import { SignInBody, type SignInBodyProps, type SignInDetails } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import { originCheck } from '../middleware/origin-check';
import { rateLimit } from '../middleware/rate-limit';
import { htmlPage } from '../render/page';
import { findUser } from '../services/identity/users';
import { completeSignIn, requestSignInCode } from './sign-in-flow';

// The sign-in page (spec: 001 §2 "/sign-in?type={type}&redirect={target}&back={previous}"; §4 phone
// verification). Plain HTML forms answered here, so it works with JavaScript off:
//   GET  /sign-in          the details step (or "you are signed in" with Continue / Sign out)
//   POST /sign-in          texts a code → the code step (phone locked, Resend Code); errors → same step, 4xx
//   POST /sign-in/verify   checks the code → 303 to `redirect` with the session cookie; errors → code step, 4xx
// The query's type, redirect and back survive every step (redirect and back are same-site paths only).

/** Options of {@link signInPage}. */
export interface SignInPageOptions {
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

type FieldErrors = NonNullable<SignInBodyProps['fieldErrors']>;

const NO_DETAILS: SignInDetails = { first_name: '', last_name: '', email: '', phone: '' };

function queryOf(c: Context<AppEnv>): SignInQuery {
  return SignInQuerySchema.parse(c.req.query());
}

/**
 * The submitted form's fields, trimmed (a repeated field: its last value), read by the one body parser;
 * a body it cannot read is the details step with its 4xx and the problem it names.
 */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string> | Response> {
  const body = await readRequestBody(c);
  if (!body.ok) return page(c, { step: 'details', values: NO_DETAILS, formError: body.error }, body.status);
  const fields: Record<string, string> = {};
  if (typeof body.value !== 'object' || body.value === null) return fields;
  for (const [name, value] of Object.entries(body.value)) {
    const last = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') fields[name] = last.trim();
  }
  return fields;
}

function detailsOf(fields: Record<string, string>): SignInDetails {
  return {
    first_name: fields.first_name ?? '',
    last_name: fields.last_name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
  };
}

/** zod issues as messages by form field (the API's `token` is the form's `code`); the first message wins. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] === 'token' ? 'code' : String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors;
}

function page(
  c: Context<AppEnv>,
  props: Omit<SignInBodyProps, 'type' | 'redirect' | 'back'>,
  status = 200,
  headers: Record<string, string> = {},
) {
  const query = queryOf(c);
  return htmlPage(c, {
    title: 'Sign in',
    description: 'Sign in with your mobile number.',
    canonicalPath: '/sign-in',
    body: createElement(SignInBody, { ...query, ...props }),
    status,
    headers,
  });
}

/**
 * The sign-in page routes, mounted with `app.route('/sign-in', signInPage({ now }))`.
 *
 * @example GET /sign-in?type=finance&redirect=/personalised/finance → the details form
 */
export function signInPage(options: SignInPageOptions = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  // Forms change state: only the site's own pages may post them (CSRF), as for the API.
  app.use(originCheck());

  app.get('/', async (c) => {
    const current = c.get('session');
    const user = current ? await findUser(c.env.DB, current.userId) : null;
    if (user) return page(c, { step: 'signed-in', values: { ...NO_DETAILS, phone: user.phone } });
    return page(c, { step: 'details', values: NO_DETAILS });
  });

  app.post('/', rateLimit({ routeClass: 'codeSends', message: TOO_MANY_VERIFICATION_ATTEMPTS, now }), async (c) => {
    const fields = await formFields(c);
    if (fields instanceof Response) return fields;
    const values = detailsOf(fields);
    // A resend comes from the code step: refusals keep the visitor there.
    const step = fields.resend === 'true' ? 'code' : 'details';
    const parsed = SignInWithOtpRequestSchema.safeParse(values);
    if (!parsed.success) return page(c, { step, values, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
    const sent = { ...values, phone: parsed.data.phone };
    const outcome = await requestSignInCode(c, now(), parsed.data);
    switch (outcome.status) {
      case 'sent':
        return page(c, { step: 'code', values: sent });
      case 'bad-dealership':
        return page(c, { step, values, formError: outcome.message }, 400);
      case 'refused':
        return page(c, { step, values: sent, formError: outcome.message }, 429, {
          'Retry-After': String(Math.ceil(outcome.retryAfterMs / 1000)),
        });
      case 'failed':
        // The partner did not take the code and the send did not count: say so, and when to retry.
        return page(c, { step, values: sent, formError: CODE_NOT_SENT }, 503, {
          'Retry-After': String(CODE_NOT_SENT_RETRY_SECONDS),
        });
    }
  });

  app.post('/verify', async (c) => {
    const fields = await formFields(c);
    if (fields instanceof Response) return fields;
    const values = detailsOf(fields);
    const parsed = VerifyOtpRequestSchema.safeParse({ phone: values.phone, token: fields.code ?? '' });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      // The phone is locked on this step: a bad one means the form was tampered with or is stale.
      if (fieldErrors.phone) return page(c, { step: 'details', values, fieldErrors }, 400);
      return page(c, { step: 'code', values, fieldErrors }, 400);
    }
    const outcome = await completeSignIn(c, now(), parsed.data);
    if (outcome.status === 'verified') return c.redirect(queryOf(c).redirect, 303);
    return page(c, { step: 'code', values, formError: outcome.message }, outcome.status === 'locked' ? 429 : 400);
  });

  return app;
}
