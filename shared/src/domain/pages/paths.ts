// Where the gateway's page loaders answer, relative to the site (the fragment Workers call them through
// their API binding; the browser never does: they answer internal callers only).

/** The mount point of the page loaders on the gateway's API. */
export const PAGE_LOADERS_PATH = '/api/pages';

/**
 * The paths of the page loaders.
 * @example pageLoaderPaths.search() // '/api/pages/search'
 */
export const pageLoaderPaths = {
  search: () => `${PAGE_LOADERS_PATH}/search`,
} as const;
