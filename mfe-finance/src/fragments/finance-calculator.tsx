import { FinanceCalculatorLoadSchema, financeLoaderPaths } from '@forecourt/shared/pages/finance';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { FinanceCalculator } from '../features/calculator/FinanceCalculator';
import { type FinanceCalculatorData, toFinanceCalculatorData } from '../features/calculator/view';
import { settingsOf } from './settings';

// The car page's `#finance-calculator` (composed by mfe-vehicle's page after its own fragment): the car
// and the partner's quote from one page-loader call. Not the page's primary fragment, so a car the site
// does not show (the page's 404 is the vehicle fragment's) renders nothing here.

/**
 * The `FinanceCalculator` fragment.
 * @example fragmentWorker(remote, { FinanceCalculator: financeCalculator, … });
 */
export const financeCalculator: FragmentRoute<FinanceCalculatorData> = {
  name: 'FinanceCalculator',
  async load({ request, env, requestId }) {
    const slug = request.params.slug ?? '';
    const path = financeLoaderPaths.calculator(slug);
    const load = slug
      ? await callApi(env.API, request.tenant, { method: 'GET', path }, FinanceCalculatorLoadSchema, { requestId })
      : null;
    if (!load) return { found: false, view: <></>, head: { title: 'Not found', preloadImages: [] } };
    const data: FinanceCalculatorData = toFinanceCalculatorData(
      load,
      settingsOf(request.tenant),
      new Date().getUTCFullYear(),
    );
    return { found: true, data, view: <FinanceCalculator {...data} />, head: { title: 'Finance', preloadImages: [] } };
  },
};
