import type { TenantConfig } from '../schemas/tenant';
import { type SwitchFlags, sitePathOf, switchedOnLinks, switchedOnMenu } from './feature-routes';

// The pages a site's sitemap names besides its home page and its car pages: every page of its own that
// its chrome links to (the header menu with its submenus, the footer's groups). The chrome is the
// dealer's own map of the site, and the crawl holds each of those links to a page that answers.

/**
 * The site's own pages its header and footer link to, each once in menu order, without the home page
 * and without the pages of features the site has switched off.
 * @example chromePagePaths(tenant) // ['/search/used-cars', '/special-offers', '/about-us', …]
 */
export function chromePagePaths(tenant: {
  menus: Pick<TenantConfig['menus'], 'header' | 'footerGroups'>;
  features: SwitchFlags;
}): string[] {
  const links = [
    ...switchedOnMenu(tenant.menus.header, tenant.features).flatMap((item) => [item, ...item.children]),
    ...tenant.menus.footerGroups.flatMap((group) => switchedOnLinks(group.links, tenant.features)),
  ];
  const paths = new Set<string>();
  for (const link of links) {
    const path = sitePathOf(link.href);
    if (path !== null && path !== '/') paths.add(path);
  }
  return [...paths];
}
