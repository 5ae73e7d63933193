import { formatPrice } from '@forecourt/shared/format/money';
import type { TradeInPageLoad } from '@forecourt/shared/pages/trade-in';
import { parseAcceptToken } from '@forecourt/shared/trade-in/accept';
import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { TRADE_IN_QUERY } from '@forecourt/shared/trade-in/paths';
import { TRADE_IN_FIELDS, type TradeInErrors, type TradeInField } from './form';

// The trade-in page's props, made on the server from the page load and the query: pure, so the island
// hydrates with exactly what the server rendered from.

/** The car being bought, shown beside the form on /cars/trade-in?car_id= (spec: 001 §2). */
export interface TradeInCarSummary {
  id: number;
  title: string;
  price: string;
  href: string;
  image: string | null;
}

/** The island's props (what the fragment's `data` holds). */
export interface TradeInPageData {
  car: TradeInCarSummary | null;
  /**
   * A valuation already made (the form posted without JavaScript comes back with `?lead_id=`), with the
   * link's `accept_token` when the query carries one (the gateway checks it when the offer is accepted).
   */
  valuation: TradeInAnswer | null;
  /** Fields a form posted without JavaScript had refused (`?errors=`), each without its message. */
  refusedFields: TradeInErrors;
  /** The server's clock when it rendered, for the sales counter's first figure (the browser's after). */
  renderedAt: number;
  /**
   * The dealerships the form asks the shopper to choose from (spec: 000 §5): the site's, where its forms ask
   * and no car is named (the API files a car's trade-in with the car's dealership); empty: no question.
   */
  dealerships: { id: string; label: string }[];
}

/** The valuation with the link's token from the query, when it has a token's shape. */
function withAcceptToken(valuation: TradeInAnswer | null, query: Record<string, string>): TradeInAnswer | null {
  const token = query[TRADE_IN_QUERY.acceptToken];
  return valuation && token && parseAcceptToken(token) ? { ...valuation, accept_token: token } : valuation;
}

function refusedFieldsOf(query: Record<string, string>): TradeInErrors {
  const named = (query[TRADE_IN_QUERY.errors] ?? '').split(',');
  const errors: TradeInErrors = {};
  for (const field of named) if (field in TRADE_IN_FIELDS) errors[field as TradeInField] = '';
  return errors;
}

/**
 * The island's props.
 *
 * @example toTradeInPageData({ car: null, valuation: null }, { errors: 'phone' }, now).refusedFields // { phone: '' }
 */
export function toTradeInPageData(
  load: TradeInPageLoad,
  query: Record<string, string>,
  renderedAt: number,
): TradeInPageData {
  const { car } = load;
  return {
    car: car && {
      id: car.id,
      title: `${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`,
      price: formatPrice(car.price),
      href: `/cars/${encodeURIComponent(car.slug)}`,
      image: car.primary_image_url,
    },
    valuation: withAcceptToken(load.valuation, query),
    refusedFields: load.valuation ? {} : refusedFieldsOf(query),
    renderedAt,
    dealerships: car ? [] : load.dealerships.map((dealership) => ({ id: dealership.slug, label: dealership.name })),
  };
}
