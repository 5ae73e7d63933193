import { SearchStateSchema } from '@forecourt/shared';
import { budgetSearchState } from '../features/budget/view';
import type { BudgetFinderLoader } from '../fragments/budget-finder';

// The budget finder's loader (home page and /finance; spec: 001 §2 "Budget finder", §7): one search of the
// site's stock for its price range and body facet, from the stock search's RPC with the site's stock rule.

/**
 * The loader for the finder's fragment.
 * @example budgetFinder(budgetFinderLoader)
 */
export const budgetFinderLoader: BudgetFinderLoader = async (context) => {
  const tenant = await context.site();
  return context.env.MFE_SEARCH.searchStock(tenant.slug, SearchStateSchema.parse(budgetSearchState(null)));
};
