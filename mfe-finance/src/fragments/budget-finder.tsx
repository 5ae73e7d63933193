import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { SearchResponse } from '@forecourt/shared/search/api';
import type { FinanceBindings } from '../bindings';
import { BudgetFinder } from '../features/budget/BudgetFinder';
import { type BudgetFinderData, toBudgetFinderData } from '../features/budget/view';
import { settingsOf } from './settings';

// The budget finder fragment (home page and /finance): renders from one stock search for the price range
// and the body facet (loaders/budget-finder.ts).

/** Loads the finder's search: the site's stock over its minimum listed price. */
export type BudgetFinderLoader = (context: FragmentContext<FinanceBindings>) => Promise<SearchResponse>;

/**
 * The `BudgetFinder` fragment, on its loader.
 * @example fragmentWorker(remote, { BudgetFinder: budgetFinder(budgetFinderLoader), … });
 */
export function budgetFinder(load: BudgetFinderLoader): FragmentRoute<BudgetFinderData, FinanceBindings> {
  return {
    name: 'BudgetFinder',
    async load(context) {
      const data = toBudgetFinderData(await load(context), settingsOf(context.request.tenant).budgetFinder);
      return {
        found: true,
        data,
        view: <BudgetFinder {...data} />,
        head: { title: 'Budget finder', preloadImages: [] },
      };
    },
  };
}
