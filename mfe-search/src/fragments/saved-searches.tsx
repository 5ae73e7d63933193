import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { SearchBindings } from '../bindings';
import { SaveSearchPage } from '../features/saved-searches/SaveSearchPage';
import { UnsubscribePage } from '../features/saved-searches/UnsubscribePage';
import type { SaveSearchView, UnsubscribeView } from '../features/saved-searches/view';
import { SearchNotFound } from './SearchNotFound';

// The saved-search pages (issue 31), server HTML only: the save page is the signed-in shopper's (remote.ts declares
// it `shopper: true` under /my-garage, which the platform gates; without the shopper the gateway sends, not found);
// the stop page is anyone's who holds an alert's link.

/** Loads the save page for the signed-in shopper. */
export type SaveSearchLoader = (
  context: FragmentContext<SearchBindings>,
  shopper: { userId: number; phone: string },
) => Promise<SaveSearchView>;
/** Loads the stop page. */
export type UnsubscribeLoader = (context: FragmentContext<SearchBindings>) => Promise<UnsubscribeView>;

/**
 * The `SaveSearch` fragment.
 * @example fragmentWorker(remote, { SaveSearch: saveSearchFragment(saveSearchLoader(isolate)), … });
 */
export function saveSearchFragment(load: SaveSearchLoader): FragmentRoute<null, SearchBindings> {
  return {
    name: 'SaveSearch',
    async load(context) {
      const shopper = context.request.shopper;
      if (!shopper) return { found: false, view: <SearchNotFound />, head: { title: 'Not found', preloadImages: [] } };
      const view = await load(context, shopper);
      return {
        found: true,
        data: null,
        view: <SaveSearchPage {...view} />,
        head: {
          title: 'Save this search',
          description: 'Keep this search and hear about new cars.',
          preloadImages: [],
        },
      };
    },
  };
}

/**
 * The `SavedSearchUnsubscribe` fragment.
 * @example fragmentWorker(remote, { SavedSearchUnsubscribe: unsubscribeFragment(loadUnsubscribe), … });
 */
export function unsubscribeFragment(load: UnsubscribeLoader): FragmentRoute<null, SearchBindings> {
  return {
    name: 'SavedSearchUnsubscribe',
    async load(context) {
      return {
        found: true,
        data: null,
        view: <UnsubscribePage {...(await load(context))} />,
        head: { title: 'Search alerts', description: "Stop a saved search's alerts.", preloadImages: [] },
      };
    },
  };
}
