import { pageLoaderPaths } from '@forecourt/shared/pages/paths';
import { TradeInPageLoadSchema } from '@forecourt/shared/pages/trade-in';
import { callApi, type FragmentRoute } from '@forecourt/shared/remote-kit';
import { TradeInPage } from '../features/trade-in/TradeInPage';
import { type TradeInPageData, toTradeInPageData } from '../features/trade-in/view';

// The trade-in pages' fragment (spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car,
// /sell-your-car"): one page-loader call for the car being bought and a valuation already made (the
// form posted without JavaScript comes back here with ?lead_id=). The page is never a 404: an unknown
// car or lead is simply not shown.

const DESCRIPTION = 'Value your car by its registration: an estimate in a minute, and an offer from our team.';

/**
 * The `TradeInPage` fragment.
 * @example fragmentWorker(remote, { TradeInPage: tradeInPage, … });
 */
export const tradeInPage: FragmentRoute<TradeInPageData> = {
  name: 'TradeInPage',
  async load({ request, env, requestId }) {
    const { car_id, lead_id } = request.query;
    const path = pageLoaderPaths.tradeIn({ car_id, lead_id });
    const load = await callApi(env.API, request.tenant, { method: 'GET', path }, TradeInPageLoadSchema, { requestId });
    const data = toTradeInPageData(load ?? { car: null, valuation: null }, request.query, Date.now());
    return {
      found: true,
      data,
      view: <TradeInPage {...data} />,
      head: { title: 'Value your trade-in', description: DESCRIPTION, preloadImages: [] },
    };
  },
};
