import type { FeatureFlags, MenuItem } from '../schemas/tenant';

// Which routes belong to a feature a dealer can switch off (issue 19 "No dead links"). A site with the
// feature off still answers those routes (a redirect, so an old bookmark lands somewhere), but its own
// chrome must not send a shopper through that redirect: the header, the footer and the home page's
// links are filtered by this one table rather than by editing each site's data.

/** The feature flags that switch whole pages on and off. */
export type PageFeature = keyof Pick<FeatureFlags, 'tradeIn' | 'finance' | 'watchlist'>;

/**
 * The pages each switchable feature owns (spec: 001 §2 routes): trade-in's four paths, finance's form
 * views and the watchlist page.
 */
export const FEATURE_PAGE_PATHS: Readonly<Record<PageFeature, readonly string[]>> = {
  tradeIn: ['/trade-in', '/sell-my-car', '/sell-your-car', '/cars/trade-in'],
  finance: ['/finance', '/personalised/finance', '/finance-enquiry', '/apply-for-finance'],
  watchlist: ['/my-garage/watchlist'],
};

/**
 * Where a page of a switched-off feature sends its visitor (issue 19: "redirects to a sensible page
 * instead of a 404"): trade-in and finance questions go to the dealer's contact page, where a person
 * can still value a trade or talk finance; the watchlist goes to the rest of My Garage.
 */
export const SWITCHED_OFF_PAGE_TARGETS: Readonly<Record<PageFeature, string>> = {
  tradeIn: '/contact-us',
  finance: '/contact-us',
  watchlist: '/my-garage',
};

/**
 * A link's same-site path without query, fragment or trailing slash, or null for another origin, a
 * protocol-relative URL, a `tel:`/`mailto:` link or a bare fragment.
 * @example sitePathOf('/trade-in/?x#y') // '/trade-in'
 */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The feature whose page `href` is, or null (any other page, or another origin).
 * @example pageFeatureOf('/trade-in?car_id=4') // 'tradeIn'
 */
export function pageFeatureOf(href: string): PageFeature | null {
  const path = sitePathOf(href);
  if (path === null) return null;
  for (const [feature, paths] of Object.entries(FEATURE_PAGE_PATHS) as [PageFeature, readonly string[]][]) {
    if (paths.includes(path)) return feature;
  }
  return null;
}

/** The switched-off feature whose page `href` is, or null. */
function switchedOffFeatureOf(href: string, features: Pick<FeatureFlags, PageFeature>): PageFeature | null {
  const feature = pageFeatureOf(href);
  return feature !== null && !features[feature] ? feature : null;
}

/**
 * Whether `href` leads to a page of a feature this site has switched off.
 * @example isSwitchedOffLink('/trade-in', { tradeIn: false, finance: true, watchlist: false }) // true
 */
export function isSwitchedOffLink(href: string, features: Pick<FeatureFlags, PageFeature>): boolean {
  return switchedOffFeatureOf(href, features) !== null;
}

/**
 * Where a visit to `path` should be redirected because its feature is off on this site, or null (the
 * page is on, or belongs to no switchable feature).
 * @example switchedOffRedirect('/sell-my-car', { tradeIn: false, finance: true, watchlist: true }) // '/contact-us'
 */
export function switchedOffRedirect(path: string, features: Pick<FeatureFlags, PageFeature>): string | null {
  const feature = switchedOffFeatureOf(path, features);
  return feature === null ? null : SWITCHED_OFF_PAGE_TARGETS[feature];
}

/**
 * The links that lead to a page the site has on.
 * @example switchedOnLinks(group.links, tenant.features)
 */
export function switchedOnLinks<T extends { href: string }>(
  links: readonly T[],
  features: Pick<FeatureFlags, PageFeature>,
): T[] {
  return links.filter((link) => !isSwitchedOffLink(link.href, features));
}

/**
 * The header menu without the pages the site has off: an item whose own page is off goes with its
 * submenu (its submenu is led by that page), and each remaining submenu loses its switched-off entries.
 * @example switchedOnMenu(tenant.menus.header, tenant.features)
 */
export function switchedOnMenu(items: readonly MenuItem[], features: Pick<FeatureFlags, PageFeature>): MenuItem[] {
  return switchedOnLinks(items, features).map((item) => ({
    ...item,
    children: switchedOnLinks(item.children, features),
  }));
}
