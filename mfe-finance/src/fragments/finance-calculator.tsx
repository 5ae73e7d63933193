import type { FinanceCalculatorLoad } from '@forecourt/shared/pages/finance';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import { fragmentCarVersion } from '@forecourt/shared/remote-kit/fragment-car';
import type { FinanceBindings } from '../bindings';
import { FinanceCalculator } from '../features/calculator/FinanceCalculator';
import { type FinanceCalculatorData, toFinanceCalculatorData } from '../features/calculator/view';
import { settingsOf } from './settings';

// The car page's `#finance-calculator` (composed by mfe-vehicle's page after its own fragment): the car and
// the partner's quote and lenders from its loader (loaders/finance-page.ts). Not the page's primary
// fragment, so a car the site does not show (the page's 404 is the vehicle fragment's) renders nothing here.

/** Loads the calculator of a car by its slug: null when the site does not show it, or has finance off. */
export type FinanceCalculatorLoader = (
  context: FragmentContext<FinanceBindings>,
  slug: string,
) => Promise<FinanceCalculatorLoad | null>;

/**
 * The `FinanceCalculator` fragment, on its loader.
 * @example fragmentWorker(remote, { FinanceCalculator: financeCalculator(financeCalculatorLoader(isolate)), … });
 */
export function financeCalculator(
  load: FinanceCalculatorLoader,
): FragmentRoute<FinanceCalculatorData, FinanceBindings> {
  return {
    name: 'FinanceCalculator',
    // The same for every shopper: kept per car version (a new price is a new quote at once); the
    // partner's rates may lag by the fresh and stale windows, as the quote's own cache lets them.
    cache: {
      freshSeconds: 30,
      staleSeconds: 120,
      dataVersion: (context) => {
        const slug = context.request.params.slug ?? '';
        return slug ? fragmentCarVersion(context, slug) : Promise.resolve(null);
      },
    },
    async load(context) {
      const { request } = context;
      const slug = request.params.slug ?? '';
      const loaded = slug ? await load(context, slug) : null;
      if (!loaded) return { found: false, view: <></>, head: { title: 'Not found', preloadImages: [] } };
      const data: FinanceCalculatorData = toFinanceCalculatorData(
        loaded,
        settingsOf(request.tenant),
        new Date().getUTCFullYear(),
      );
      return {
        found: true,
        data,
        view: <FinanceCalculator {...data} />,
        head: { title: 'Finance', preloadImages: [] },
      };
    },
  };
}
