import { MY_GARAGE_PATH } from '@forecourt/shared';
import { AccountDetailsSchema } from '@forecourt/shared/account/api';
import { apiError } from '@forecourt/shared/server-kit/api-error';
import { isHtmlFormPost, readRequestBody } from '@forecourt/shared/server-kit/request-body';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { rateLimit } from '../middleware/rate-limit';
import { saveDetails } from '../services/account';

// The remembered details of the signed-in shopper (issue 17 "the remembered details to edit or forget"),
// from /my-garage's plain forms (answered with a redirect back to the page, so JavaScript is not needed)
// or as JSON:
//   POST /api/account/details { first_name, last_name?, email? } → 303 /my-garage?details=saved · 200 JSON
//        invalid → 303 /my-garage?details=invalid&problem=… · 400 JSON naming the field
//   POST /api/account/forget → names and email cleared (the phone is the account) → 303 · 200 JSON
//   signed out → 401

function backToPage(c: Context<AppEnv>, query: Record<string, string>) {
  return c.redirect(`${MY_GARAGE_PATH}?${new URLSearchParams(query)}`, 303);
}

/**
 * `/api/account`, mounted with `app.route('/api/account', account({ now }))`.
 *
 * @example POST /api/account/details (form: first_name=Sam&last_name=Lee&email=sam@example.com) → 303 /my-garage?details=saved
 */
export function account(options: { now?: () => number } = {}): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.use('*', rateLimit({ routeClass: 'leads' }), async (c, next) => {
    c.header('Cache-Control', 'no-store');
    if (!c.get('session')) return apiError(c, 401, 'Please sign in to continue.');
    await next();
  });

  app.post('/details', async (c) => {
    // The one body parser: a body it cannot read is its 4xx JSON (no browser form sends one).
    const body = await readRequestBody(c);
    if (!body.ok) return apiError(c, body.status, body.error);
    const form = isHtmlFormPost(c);
    const parsed = AccountDetailsSchema.safeParse(body.value);
    if (!parsed.success) {
      const problem = parsed.error.issues.map((issue) => issue.message).join(' ');
      return form ? backToPage(c, { details: 'invalid', problem }) : apiError(c, 400, problem);
    }
    await saveDetails(c.env.DB, c.get('session')?.userId as number, parsed.data, now());
    return form ? backToPage(c, { details: 'saved' }) : c.json({ saved: true });
  });

  app.post('/forget', async (c) => {
    await saveDetails(c.env.DB, c.get('session')?.userId as number, null, now());
    return isHtmlFormPost(c) ? backToPage(c, { details: 'forgotten' }) : c.json({ forgotten: true });
  });
  return app;
}
