// Where the trade-in pages live (spec: 001 §2 "/cars/trade-in?car_id={id}, /trade-in, /sell-my-car,
// /sell-your-car") and where a form posted without JavaScript comes back to.

/** The trade-in pages; each shows the same form (the first takes the car being bought in `car_id`). */
export const TRADE_IN_PAGE_PATHS = ['/cars/trade-in', '/trade-in', '/sell-my-car', '/sell-your-car'] as const;

/** `POST /api/trade-in` and `/api/trade-in/:leadId/accept`. */
export const TRADE_IN_API_PATH = '/api/trade-in';

/** Query parameters the pages read back after a form post without JavaScript. */
export const TRADE_IN_QUERY = { leadId: 'lead_id', acceptToken: 'accept_token', errors: 'errors' } as const;

/**
 * The page a trade-in form posted without JavaScript returns to: the trade-in page it came from (its
 * `car_id` kept; anything else is `/trade-in`), with the lead's id (and, for the one who just asked, the
 * token that accepts its offer) or the refused fields in the query.
 *
 * @example tradeInReturnPath('/sell-my-car', { leadId: 'abc', acceptToken: '1767225600000.ab12…' }); // '/sell-my-car?lead_id=abc&accept_token=…'
 * @example tradeInReturnPath('/cars/trade-in?car_id=7&lead_id=x', { errors: ['phone'] }); // '/cars/trade-in?car_id=7&errors=phone'
 */
export function tradeInReturnPath(
  from: string,
  result: { leadId: string; acceptToken?: string } | { errors: readonly string[] },
): string {
  const url = new URL(from, 'http://site.invalid');
  const path = (TRADE_IN_PAGE_PATHS as readonly string[]).includes(url.pathname) ? url.pathname : '/trade-in';
  const query = new URLSearchParams();
  const carId = url.searchParams.get('car_id');
  if (path === '/cars/trade-in' && carId) query.set('car_id', carId);
  if ('leadId' in result) {
    query.set(TRADE_IN_QUERY.leadId, result.leadId);
    if (result.acceptToken) query.set(TRADE_IN_QUERY.acceptToken, result.acceptToken);
  } else query.set(TRADE_IN_QUERY.errors, result.errors.join(','));
  return `${path}?${query}`;
}
