import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { SearchResponseSchema } from '@forecourt/shared/search/api';
import { BudgetFinder } from '../features/budget/BudgetFinder';
import { type BudgetFinderData, budgetSearchState, toBudgetFinderData } from '../features/budget/view';

// The budget finder fragment (home page and /finance): renders from the tenant alone, with one stock
// search for the price range and the body facet.

/**
 * The `BudgetFinder` fragment.
 * @example fragmentWorker(remote, { BudgetFinder: budgetFinder, … });
 */
export const budgetFinder: FragmentRoute<BudgetFinderData> = {
  name: 'BudgetFinder',
  async load({ request, env, requestId }) {
    const call = { method: 'POST', path: '/api/search', body: budgetSearchState(null) } as const;
    const answer = await callApi(env.API, request.tenant, call, SearchResponseSchema, { requestId });
    if (!answer) return { found: false, view: <></>, head: { title: 'Not found', preloadImages: [] } };
    const data = toBudgetFinderData(answer);
    return { found: true, data, view: <BudgetFinder {...data} />, head: { title: 'Budget finder', preloadImages: [] } };
  },
};
