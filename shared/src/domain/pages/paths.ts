// Where the gateway's page loaders answer, relative to the site (the fragment Workers call them through
// their API binding; the browser never does: they answer internal callers only).

/** The mount point of the page loaders on the gateway's API. */
export const PAGE_LOADERS_PATH = '/api/pages';

/**
 * The paths of the page loaders.
 * @example pageLoaderPaths.checkout('2021-toyota-hilux-42') // '/api/pages/checkout?slug=2021-toyota-hilux-42'
 */
export const pageLoaderPaths = {
  search: () => `${PAGE_LOADERS_PATH}/search`,
  tradeIn: (query: { car_id?: string; lead_id?: string }) => {
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
    return `${PAGE_LOADERS_PATH}/trade-in${search.size > 0 ? `?${search}` : ''}`;
  },
  checkout: (slug: string) => `${PAGE_LOADERS_PATH}/checkout?${new URLSearchParams({ slug })}`,
} as const;
