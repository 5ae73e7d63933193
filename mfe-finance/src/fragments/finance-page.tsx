import { FinancePageLoadSchema, financeLoaderPaths } from '@forecourt/shared/pages/finance';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { FinancePage } from '../features/finance-form/FinancePage';
import { type FinancePageData, showsLanding, toFinancePageData } from '../features/finance-form/view';
import { settingsOf } from './settings';

// The finance pages' fragment (/personalised/finance, /finance, /finance-enquiry, /apply-for-finance):
// the query's car (by `car_id`) and, for the landing, the featured cars, from one page-loader call.

function carIdOf(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * The `FinancePage` fragment.
 * @example fragmentWorker(remote, { FinancePage: financePage, … });
 */
export const financePage: FragmentRoute<FinancePageData> = {
  name: 'FinancePage',
  async load({ request, env, requestId }) {
    const { query, tenant } = request;
    const path = financeLoaderPaths.finance(carIdOf(query.car_id), showsLanding(query, settingsOf(tenant)));
    const load = await callApi(env.API, tenant, { method: 'GET', path }, FinancePageLoadSchema, { requestId });
    if (!load)
      return {
        found: false,
        view: <p>This page is not available.</p>,
        head: { title: 'Not found', preloadImages: [] },
      };
    const data = toFinancePageData(load, query, settingsOf(tenant));
    const title = data.view === 'landing' ? 'Get Finance Now' : data.car ? `Finance the ${data.car.name}` : 'Finance';
    return {
      found: true,
      data,
      view: <FinancePage {...data} />,
      head: {
        title,
        description: 'Instant Finance pre-approval with no impact on your credit score.',
        preloadImages: [],
      },
    };
  },
};
