// Where a shopper goes on from a car that is gone: the site's whole stock search (the stock menu's "All
// Stock"), which every site has, whatever kinds of stock it sells (a used-only site has no new-car page).

/** The site's stock search, every kind of its stock. */
export const ALL_STOCK_PATH = '/search';
