import type { FinancePageLoad } from '@forecourt/shared/pages/finance';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { FinanceBindings } from '../bindings';
import { FinancePage } from '../features/finance-form/FinancePage';
import { type FinancePageData, showsLanding, toFinancePageData } from '../features/finance-form/view';
import { settingsOf } from './settings';

// The finance pages' fragment (/personalised/finance, /finance, /finance-enquiry, /apply-for-finance): the
// query's car (by `car_id`) and, for the landing, the featured cars, from its loader (loaders/finance-page.ts).

/** Loads a finance page: the car by id (or none) and, for the landing, the featured cars; null with finance off. */
export type FinancePageLoader = (
  context: FragmentContext<FinanceBindings>,
  carId: number | null,
  featured: boolean,
) => Promise<FinancePageLoad | null>;

function carIdOf(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * The `FinancePage` fragment, on its loader.
 * @example fragmentWorker(remote, { FinancePage: financePage(financePageLoader), … });
 */
export function financePage(load: FinancePageLoader): FragmentRoute<FinancePageData, FinanceBindings> {
  return {
    name: 'FinancePage',
    async load(context) {
      const { query, tenant } = context.request;
      const loaded = await load(context, carIdOf(query.car_id), showsLanding(query, settingsOf(tenant)));
      if (!loaded)
        return {
          found: false,
          view: <p>This page is not available.</p>,
          head: { title: 'Not found', preloadImages: [] },
        };
      const data = toFinancePageData(loaded, query, settingsOf(tenant));
      const title =
        data.view === 'landing' ? data.wording.landingHeading : data.car ? `Finance the ${data.car.name}` : 'Finance';
      return {
        found: true,
        data,
        view: <FinancePage {...data} />,
        head: {
          title,
          description: data.wording.preApproval,
          preloadImages: [],
        },
      };
    },
  };
}
