// Where a shopper goes on from a car that is gone (the car page's not-found and sold views, the checkout's car
// not found): the site's whole stock search (the stock menu's "All Stock"), which every site has, whatever
// kinds of stock it sells (a used-only site has no new-car page). Zod-free: islands bundle it.

/** The site's stock search, every kind of its stock. */
export const ALL_STOCK_PATH = '/search';
