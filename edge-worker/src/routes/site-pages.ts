import { siteBlogPosts } from '@forecourt/shared/server-kit/blogs';
import { testDriveCars } from '@forecourt/shared/server-kit/cars';
import { listSiteDealerships } from '@forecourt/shared/server-kit/dealerships';
import {
  SITE_PAGE_PATHS,
  type SitePage,
  type SitePageKey,
  sitePageOutcome,
  sitePagePath,
} from '@forecourt/shared/site-pages/pages';
import {
  BlogList,
  BlogPostBody,
  type Choice,
  SitePageBody,
  type SitePageForm,
  sanitisedSection,
} from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { errorPage } from '../middleware/error-handler';
import { htmlPage } from '../render/page';
import { siteContentPages } from '../services/site-pages';

// The per-dealer site pages (issue 19): /service, /about-us, /privacy-policy, … (shared site-pages
// SITE_PAGE_PATHS), /blog and /blog/{slug}. Content from KV, sanitised here (the shell's
// `sanitisedSection`), rendered by the shell: no remote. A page the dealer switched off (or never wrote) redirects (302: it may come back) to the
// page the dealer named, so no menu or footer link ever ends on a 404.

async function dealershipChoices(c: Context<AppEnv>): Promise<Choice[]> {
  const dealerships = await listSiteDealerships(c.env.DB, c.get('tenant'));
  return dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }));
}

/** The form a page ends with, and the data it needs; one query at most. */
async function formFor(c: Context<AppEnv>, key: SitePageKey): Promise<SitePageForm | null> {
  switch (key) {
    case 'service':
      return { kind: 'service-booking', dealerships: await dealershipChoices(c) };
    case 'careers':
      return { kind: 'careers', dealerships: await dealershipChoices(c), pageId: sitePagePath(key) };
    case 'book-test-drive': {
      const [dealerships, cars] = await Promise.all([
        dealershipChoices(c),
        testDriveCars(c.env.DB, c.get('tenant'), new Date()),
      ]);
      // A car page's "book a test drive" may name its car: it starts chosen.
      const wanted = cars.find((car) => car.slug === c.req.query('car'));
      return {
        kind: 'test-drive',
        dealerships,
        cars: cars.map((car) => ({ value: String(car.id), label: car.name })),
        selectedCar: wanted ? String(wanted.id) : null,
        pageId: sitePagePath(key),
      };
    }
    default:
      return null;
  }
}

function sitePageElement(page: SitePage, form: SitePageForm | null, children?: ReturnType<typeof createElement>) {
  return createElement(
    SitePageBody,
    {
      title: page.title,
      sections: page.sections.map(sanitisedSection),
      actions: page.actions,
      form,
    },
    children,
  );
}

/**
 * The site pages, mounted with `app.route('/', sitePages)`.
 *
 * @example GET /privacy-policy → the dealer's privacy policy; GET /eofy on a site that switched it off → 302 /search
 */
export const sitePages = new Hono<AppEnv>();

for (const [path, key] of Object.entries(SITE_PAGE_PATHS)) {
  sitePages.get(path, async (c) => {
    const tenant = c.get('tenant');
    const outcome = sitePageOutcome(await siteContentPages(c.env.TENANTS, tenant.slug), key);
    if (outcome.kind === 'redirect') return c.redirect(outcome.to, 302);
    const { page } = outcome;
    const [form, posts] = await Promise.all([
      formFor(c, key),
      key === 'blog' ? siteBlogPosts(c.env.TENANTS, tenant.slug) : Promise.resolve([]),
    ]);
    return htmlPage(c, {
      title: page.title,
      description: page.description,
      canonicalPath: sitePagePath(key),
      body: sitePageElement(page, form, key === 'blog' ? createElement(BlogList, { posts }) : undefined),
    });
  });
}

sitePages.get('/blog/:slug', async (c) => {
  const tenant = c.get('tenant');
  const path = `/blog/${c.req.param('slug')}`;
  const posts = await siteBlogPosts(c.env.TENANTS, tenant.slug);
  const post = posts.find((candidate) => candidate.href === path);
  if (!post) return errorPage(c, 404);
  return htmlPage(c, {
    title: post.heading,
    description: post.description,
    canonicalPath: path,
    body: createElement(BlogPostBody, { post }),
  });
});
