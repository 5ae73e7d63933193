import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import type { FragmentContext, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { FinanceBindings } from '../bindings';
import { TradeInPage } from '../features/trade-in/TradeInPage';
import { type TradeInPageData, toTradeInPageData } from '../features/trade-in/view';

// The trade-in pages' fragment (spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car,
// /sell-your-car"): the car being bought and a valuation already made (the form posted without JavaScript
// comes back here with ?lead_id=) from its loader (loaders/trade-in-page.ts). The page is never a 404: an
// unknown car or lead is simply not shown.

/** Loads the page's car and valuation from its query (`car_id`, `lead_id`). */
export type TradeInPageLoader = (
  context: FragmentContext<FinanceBindings>,
  query: Readonly<Record<string, string>>,
) => Promise<TradeInPageLoad>;

const DESCRIPTION = 'Value your car by its registration: an estimate in a minute, and an offer from our team.';

/**
 * The `TradeInPage` fragment, on its loader.
 * @example fragmentWorker(remote, { TradeInPage: tradeInPage(tradeInPageLoader), … });
 */
export function tradeInPage(load: TradeInPageLoader): FragmentRoute<TradeInPageData, FinanceBindings> {
  return {
    name: 'TradeInPage',
    async load(context) {
      const { query } = context.request;
      const data = toTradeInPageData(await load(context, query), query, Date.now());
      return {
        found: true,
        data,
        view: <TradeInPage {...data} />,
        head: { title: 'Value your trade-in', description: DESCRIPTION, preloadImages: [] },
      };
    },
  };
}
