import { z } from 'zod';
import { type ContentSection, ContentSectionSchema } from '../content/section';

// Per-dealer site pages (issue 19; spec: 001 §2 "Routes" service, book-test-drive and "Other links";
// §1 "Dealer configuration … footers and privacy text"). Each site stores its pages as content (KV
// `pages:<tenant>`): a title, a description and headed sections of HTML that is sanitised before it is
// shown. The routes themselves are the platform's: every site answers every one of them, with its own
// content, or a redirect to a sensible page when the dealer has switched the page off.

/** The site pages by key; a key is the page's content record. */
export const SITE_PAGE_KEYS = [
  'service',
  'about-us',
  'privacy-policy',
  'terms-and-conditions',
  'warranty',
  'roadside-assist',
  'owner-benefits',
  'careers',
  'fleet',
  'eofy',
  'electric-vehicles',
  'book-test-drive',
  'blog',
] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/**
 * The paths of the site pages (spec: 001 §2): two paths share the warranty page, and the electric
 * vehicles page lives under /pages/.
 */
export const SITE_PAGE_PATHS: Readonly<Record<string, SitePageKey>> = {
  '/service': 'service',
  '/about-us': 'about-us',
  '/privacy-policy': 'privacy-policy',
  '/terms-and-conditions': 'terms-and-conditions',
  '/warranty': 'warranty',
  '/pages/warranty': 'warranty',
  '/roadside-assist': 'roadside-assist',
  '/owner-benefits': 'owner-benefits',
  '/careers': 'careers',
  '/fleet': 'fleet',
  '/eofy': 'eofy',
  '/pages/electric-vehicles': 'electric-vehicles',
  '/book-test-drive': 'book-test-drive',
  '/blog': 'blog',
};

/** The page's canonical path: the first path that names it. */
export function sitePagePath(key: SitePageKey): string {
  return Object.entries(SITE_PAGE_PATHS).find(([, value]) => value === key)?.[0] ?? '/';
}

/** The anchor of the service page's booking form (spec: 001 §2 "/service#service-booking"). */
export const SERVICE_BOOKING_ANCHOR = 'service-booking';

/** Where a switched-off page goes when its dealer names no target: the home page always exists. */
export const SWITCHED_OFF_DEFAULT_TARGET = '/';

/** One headed part of a page; `html` is the dealer's markup, sanitised when shown; it may collapse. */
export const SitePageSectionSchema = ContentSectionSchema;
export type SitePageSection = ContentSection;

/** A site's page: on (its content) or off (a same-site path it redirects to). */
export const SitePageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sections: z.array(SitePageSectionSchema).default([]),
  /** Calls to action under the content (the sanitiser keeps only absolute links, so site paths go here). */
  actions: z.array(z.object({ label: z.string().min(1), href: z.string().regex(/^\/(?!\/)/) })).default([]),
  enabled: z.boolean().default(true),
  /** Where the page sends visitors while it is off; a same-site path. */
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)/, 'expected a same-site path')
    .default(SWITCHED_OFF_DEFAULT_TARGET),
});
export type SitePage = z.infer<typeof SitePageSchema>;
export type SitePageInput = z.input<typeof SitePageSchema>;

/** A site's pages by key (KV `pages:<tenant>`); a key missing is a page the site has not written. */
export const SitePagesSchema = z.partialRecord(z.enum(SITE_PAGE_KEYS), SitePageSchema);
export type SitePages = z.infer<typeof SitePagesSchema>;

/** What a site page request comes to: the page's content, or a redirect. */
export type SitePageOutcome = { kind: 'page'; page: SitePage } | { kind: 'redirect'; to: string };

/**
 * What to answer for a site page: its content when on; a redirect when off, or when the site has not
 * written it (a link the platform's menus may carry must never 404, issue 19 "No dead links").
 *
 * @example sitePageOutcome({ eofy: { ...page, enabled: false, redirectTo: '/search' } }, 'eofy') // { kind: 'redirect', to: '/search' }
 */
export function sitePageOutcome(pages: SitePages, key: SitePageKey): SitePageOutcome {
  const page = pages[key];
  if (!page) return { kind: 'redirect', to: SWITCHED_OFF_DEFAULT_TARGET };
  return page.enabled ? { kind: 'page', page } : { kind: 'redirect', to: page.redirectTo };
}
