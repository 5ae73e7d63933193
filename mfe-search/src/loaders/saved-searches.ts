import type { FragmentContext } from '@forecourt/shared/remote-kit';
import { searchAddressOf, UNSUBSCRIBE_TOKEN_PATTERN } from '@forecourt/shared/search/saved-searches';
import type { SearchBindings } from '../bindings';
import { searchByToken, shopperSearches } from '../db/saved-searches';
import { type SaveSearchView, saveSearchForm, type UnsubscribeView } from '../features/saved-searches/view';
import { searchTitle } from '../features/search-page/view-model';
import { type SearchIsolate, sourcesFor } from '../isolate';
import { searchStock } from '../rpc/stock-search';
import { resolveSearchAddress } from './search-page';

// The saved-search pages' loaders (issue 31): the save page resolves the search it is given as the search page
// would (so only a search of this site is offered, named by its heading) and counts the shopper's saved searches;
// the stop page finds the search its link's token names on this site.

/**
 * The save page's view for the signed-in shopper (the fragment checks there is one).
 * @example saveSearchLoader(isolate)(context, { userId: 7, phone: '0412345678' })
 */
export function saveSearchLoader(isolate: SearchIsolate) {
  return async (
    context: FragmentContext<SearchBindings>,
    shopper: { userId: number; phone: string },
  ): Promise<SaveSearchView> => {
    const tenant = await context.site();
    const address = searchAddressOf(context.request.query.search ?? '');
    const noSearch: SaveSearchView = { kind: 'no-search', searchHref: tenant.search.pathPrefix };
    if (address === null) return noSearch;
    const sources = sourcesFor(isolate, context.env, context.waitUntil);
    const resolved = await resolveSearchAddress(sources, tenant, address);
    if (resolved === null) return noSearch;
    const [response, saved, user] = await Promise.all([
      searchStock(sources, tenant, resolved.state),
      shopperSearches(context.env.DB, tenant.slug, shopper.userId),
      context.env.DB.prepare('SELECT email FROM users WHERE id = ?')
        .bind(shopper.userId)
        .first<{ email: string | null }>(),
    ]);
    return saveSearchForm({
      search: address,
      title: searchTitle({ kind: resolved.match.kind, pathname: resolved.match.pathname, state: resolved.match.state }),
      count: response.count,
      phone: shopper.phone,
      email: user?.email ?? null,
      used: saved.length,
      max: tenant.search.savedSearchesPerShopper,
      problem: context.request.query.problem ?? null,
    });
  };
}

/**
 * The stop page's view for the token its link carries.
 * @example await loadUnsubscribe(context)
 */
export async function loadUnsubscribe(context: FragmentContext<SearchBindings>): Promise<UnsubscribeView> {
  const token = context.request.query.token ?? '';
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const tenant = await context.site();
  const row = await searchByToken(context.env.DB, tenant.slug, token);
  if (!row) return { kind: 'unknown' };
  return row.stopped_at === null ? { kind: 'ask', token, name: row.name } : { kind: 'stopped', name: row.name };
}
