import {
  MY_GARAGE_SAVED_SEARCHES_HREF,
  SAVE_SEARCH_PATH,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_UNSUBSCRIBE_PATH,
  SaveSearchRequestSchema,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from '@forecourt/shared/search/saved-searches';
import { apiError, summariseIssues } from '@forecourt/shared/server-kit/api-error';
import { invalidRequest, isHtmlFormPost, readRequestBody } from '@forecourt/shared/server-kit/request-body';
import type { SliceEnv } from '@forecourt/shared/server-kit/slice-api';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { matchesOf } from '../alerts/matches';
import type { SearchBindings } from '../bindings';
import {
  deleteSavedSearch,
  insertSavedSearch,
  savedSearchOf,
  searchByToken,
  shopperSearches,
  stopAlerts,
  summaryOf,
} from '../db/saved-searches';
import type { StockSearchSources } from '../rpc/stock-search';

// The saved searches' API (issue 31), under mfe-search's `/api/search` prefix:
//   POST   /api/search/saved-searches               save one (the signed-in shopper's; the save page's form or JSON)
//   GET    /api/search/saved-searches               the shopper's saved searches on this site
//   DELETE /api/search/saved-searches/{id}          delete one (POST …/{id}/delete from My Garage's form)
//   POST   /api/search/saved-searches/unsubscribe   { token }: stop a search's alerts (the alert's stop page; no sign-in)
// A form is answered with a 303 to the page to go to (a refused one back to its page, the problem named); JSON with
// JSON. Saving is bounded per shopper by the site's `search.savedSearchesPerShopper` (0: switched off).

type SavedSearchesEnv = SliceEnv<SearchBindings>;
type SavedSearchesContext = Context<SavedSearchesEnv>;

const TokenSchema = z.object({ token: z.string().regex(UNSUBSCRIBE_TOKEN_PATTERN, 'not a stop link of this site') });
const IdSchema = z.coerce.number().int().positive();

const notSignedIn = (c: SavedSearchesContext) => apiError(c, 401, 'Please sign in to save searches');

/** Back to the save page with the search and the problem, for a refused form. */
function backToSavePage(c: SavedSearchesContext, search: unknown, problem: string): Response {
  const params = new URLSearchParams({ problem });
  if (typeof search === 'string') params.set('search', search);
  return c.redirect(`${SAVE_SEARCH_PATH}?${params}`, 303);
}

/**
 * The saved searches' routes, mounted at `/api/search/saved-searches`.
 * @example api.route('/api/search/saved-searches', savedSearches((c) => sourcesFor(isolate, c.env, waitUntilOf(c))));
 */
export function savedSearches(sourcesOf: (c: SavedSearchesContext) => StockSearchSources): Hono<SavedSearchesEnv> {
  const app = new Hono<SavedSearchesEnv>();

  app.post('/', async (c) => {
    const form = isHtmlFormPost(c);
    const session = c.get('session');
    const body = await readRequestBody(c);
    if (!body.ok) return apiError(c, body.status, body.error);
    const search = (body.value as Record<string, unknown> | null)?.search;
    if (!session) return form ? backToSavePage(c, search, 'Please sign in to save searches.') : notSignedIn(c);
    const tenant = c.get('tenant');
    const max = tenant.search.savedSearchesPerShopper;
    if (max === 0) return apiError(c, 403, 'This site does not save searches');
    const parsed = SaveSearchRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      const issues = summariseIssues(parsed.error.issues);
      return form
        ? backToSavePage(c, search, issues.map((issue) => issue.message).join(' '))
        : invalidRequest(c, issues);
    }
    const request = parsed.data;
    const matches = await matchesOf(sourcesOf(c), tenant, request.search);
    if (matches === null) {
      const issue = { path: 'search', message: 'not a search of this site' };
      return form ? backToSavePage(c, search, 'This search is not one of this site.') : invalidRequest(c, [issue]);
    }
    const id = await insertSavedSearch(c.env.DB, {
      site: tenant.slug,
      userId: session.userId,
      origin: tenant.canonicalOrigin ?? new URL(c.req.url).origin,
      request,
      now: Date.now(),
      found: matches.found,
      matches: matches.cars,
      max,
    });
    if (id === null) {
      const message = SAVED_SEARCH_MESSAGES.limit(max);
      return form ? backToSavePage(c, search, message) : apiError(c, 409, message);
    }
    if (form) return c.redirect(MY_GARAGE_SAVED_SEARCHES_HREF, 303);
    const saved = await savedSearchOf(c.env.DB, tenant.slug, session.userId, id);
    return c.json({ saved_search: saved ? summaryOf(saved) : { id }, message: SAVED_SEARCH_MESSAGES.saved }, 201);
  });

  app.get('/', async (c) => {
    const session = c.get('session');
    if (!session) return notSignedIn(c);
    const rows = await shopperSearches(c.env.DB, c.get('tenant').slug, session.userId);
    c.header('Cache-Control', 'no-store');
    return c.json({ saved_searches: rows.map(summaryOf) });
  });

  app.post('/unsubscribe', async (c) => {
    const body = await readRequestBody(c);
    if (!body.ok) return apiError(c, body.status, body.error);
    const parsed = TokenSchema.safeParse(body.value);
    if (!parsed.success) return invalidRequest(c, summariseIssues(parsed.error.issues));
    const row = await searchByToken(c.env.DB, c.get('tenant').slug, parsed.data.token);
    const form = isHtmlFormPost(c);
    if (!row && !form) return apiError(c, 404, SAVED_SEARCH_MESSAGES.unknownLink);
    if (row) await stopAlerts(c.env.DB, row.id, Date.now());
    if (form || !row) {
      // The stop page says what happened: stopped, or a link that names no search (it was deleted).
      const params = new URLSearchParams({ token: parsed.data.token, stopped: '1' });
      return c.redirect(`${SAVED_SEARCH_UNSUBSCRIBE_PATH}?${params}`, 303);
    }
    return c.json({ stopped: true, message: SAVED_SEARCH_MESSAGES.stopped(row.name) });
  });

  const remove = async (c: SavedSearchesContext, then: 'redirect' | 'json') => {
    const session = c.get('session');
    if (!session) return notSignedIn(c);
    const id = IdSchema.safeParse(c.req.param('id'));
    if (!id.success) return invalidRequest(c, [{ path: 'id', message: 'expected a saved search id' }]);
    const deleted = await deleteSavedSearch(c.env.DB, c.get('tenant').slug, session.userId, id.data);
    if (!deleted) return apiError(c, 404, 'No such saved search');
    return then === 'redirect' ? c.redirect(MY_GARAGE_SAVED_SEARCHES_HREF, 303) : c.body(null, 204);
  };
  app.delete('/:id', (c) => remove(c, 'json'));
  app.post('/:id/delete', async (c) => {
    await c.req.arrayBuffer(); // the form's empty body, read: workerd warns of a request stream left unread
    return remove(c, 'redirect');
  });

  return app;
}
