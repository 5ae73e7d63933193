import { z } from 'zod';

// A site's own my-page (spec: 001 §2 "/my-garage and site-specific my-pages (/mymotorama, /mybigboxcars,
// /myblinkr, /myservco)", §6 "my-garage variants" are gated): each is `/my` and the dealer's name, so a site
// has one by default, `/my` + its slug's letters and digits, which sends the signed-in shopper to the
// account page unless the dealer names another of its pages.

/** The platform's account page, where a my-page goes by default. */
export const MY_GARAGE_PATH = '/my-garage';

/** A my-page's path: `/my` and letters or digits (`/mymotorama`). */
export const MY_PAGE_PATH_PATTERN = /^\/my[a-z0-9]+$/;

/** The my-page setting of a site (tenant config `myPage`; null: the site has none). */
export const MyPageConfigSchema = z.object({
  /** Its path; default `/my` + the site's slug ({@link defaultMyPagePath}). */
  path: z.string().regex(MY_PAGE_PATH_PATTERN, 'expected /my and letters or digits, e.g. /mymotorama').optional(),
  /** Where it sends the shopper (301): a same-site path. */
  redirectTo: z
    .string()
    .regex(/^\/(?!\/)/, 'expected a same-site path')
    .default(MY_GARAGE_PATH),
});
export type MyPageConfig = z.infer<typeof MyPageConfigSchema>;

/** A site's my-page: where it is and where it goes. */
export interface MyPage {
  path: string;
  redirectTo: string;
}

/**
 * The my-page path a site has when its config names none: `/my` + its slug without hyphens.
 *
 * @example defaultMyPagePath('big-box-cars'); // '/mybigboxcars'
 */
export function defaultMyPagePath(siteSlug: string): string {
  return `/my${siteSlug.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/**
 * The site's my-page, or null when its config switches it off.
 *
 * @example siteMyPage({ slug: 'motorama', myPage: { redirectTo: '/my-garage' } }); // { path: '/mymotorama', redirectTo: '/my-garage' }
 */
export function siteMyPage(site: { slug: string; myPage: MyPageConfig | null }): MyPage | null {
  if (site.myPage === null) return null;
  return { path: site.myPage.path ?? defaultMyPagePath(site.slug), redirectTo: site.myPage.redirectTo };
}
