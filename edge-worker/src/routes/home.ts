import {
  type BlogCard,
  type Car,
  HOME_BLOG_CARD_COUNT,
  type HomeBlock,
  homeBlockKey,
  type Location,
  planHomeBlocks,
} from '@forecourt/shared';
import { salesSoFarToday } from '@forecourt/shared/home/sales-counter';
import { siteBlogPosts } from '@forecourt/shared/server-kit/blogs';
import { countVisibleByCarType, newestVisibleCars } from '@forecourt/shared/server-kit/cars';
import { visibleLocations } from '@forecourt/shared/server-kit/locations';
import { newestBlogs } from '@forecourt/shared/vehicle/blogs';
import { HomeBody, type HomeBodyProps } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement, type ReactNode } from 'react';
import { composePage } from '../composition/compose';
import { loadSlots, slotElement } from '../composition/load-slots';
import type { FragmentSlot } from '../composition/route-table';
import { tenantRoutes } from '../composition/tenant-routes';
import type { AppEnv } from '../env';
import { htmlPage } from '../render/page';
import type { ReleaseStore } from '../services/releases';

/** How many of the newest cars the home page shows. */
export const HOME_LATEST_CARS = 8;

/** The car fields a home-page card reads. */
export type HomeCar = HomeBodyProps['latestCars'][number];

/** The location fields the home page reads. */
export type HomeLocation = HomeBodyProps['locations'][number];

const TITLE = 'New, demo and used cars';

function homeCar(car: Car): HomeCar {
  const { id, slug, name, price, before_price, price_type, km, car_type, primary_image_url, badge, location_name } =
    car;
  return { id, slug, name, price, before_price, price_type, km, car_type, primary_image_url, badge, location_name };
}

function homeLocation(location: Location): HomeLocation {
  const { id, name, slug, location_type, address, contact_detail } = location;
  return { id, name, slug, location_type, address, contact_detail };
}

/** The site's newest blog posts, whatever make they are about. */
async function newestBlogCards(kv: KVNamespace, tenantSlug: string): Promise<BlogCard[]> {
  return newestBlogs(await siteBlogPosts(kv, tenantSlug), HOME_BLOG_CARD_COUNT);
}

function fragmentSlots(blocks: readonly HomeBlock[]): FragmentSlot[] {
  return blocks.flatMap((block) =>
    block.kind === 'fragment' ? [{ remote: block.remote, fragment: block.fragment, primary: false }] : [],
  );
}

/** Options of {@link home}. */
export interface HomeOptions {
  /** The isolate's release registry cache (shared with the composed pages). */
  releases: ReleaseStore;
}

/**
 * `GET /`: the site's home page — its configured blocks in order (`tenant.home.blocks`): the shell's
 * own (hero with the stock counts by car type and the slides, the search box, latest cars, locations) from D1,
 * the newest blog cards from KV, the feature banner from the config, the sales counter from the clock, and the
 * remotes' fragments, all asked for in parallel, each with its timeout and fallback. A block naming a
 * fragment no remote declares is left out and logged. Always 200 when the site's own data loads: no
 * block is the page's primary content, so a failed remote only puts its block's fallback in place.
 *
 * @example app.route('/', home({ releases }));
 */
export function home(options: HomeOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const tenant = c.get('tenant');
    const now = new Date();
    const table = await tenantRoutes(c, options.releases);
    // Without the registry no fragment can be had: every fragment block is left out (logged), the rest stays.
    const plan = planHomeBlocks(tenant.home.blocks, (remote, fragment) => table?.declares(remote, fragment) ?? false);
    for (const { reason } of plan.skipped) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          message: `home block left out: ${reason}`,
          tenant: tenant.slug,
          requestId: c.get('requestId'),
        }),
      );
    }
    const shows = (block: string) => plan.blocks.some((planned) => planned.kind === 'shell' && planned.block === block);
    const slots = fragmentSlots(plan.blocks);
    const [stockCounts, latestCars, locations, blogCards, outcomes] = await Promise.all([
      shows('hero') ? countVisibleByCarType(c.env.DB, tenant, now) : {},
      shows('latestCars') ? newestVisibleCars(c.env.DB, tenant, now, HOME_LATEST_CARS) : [],
      shows('locations') ? visibleLocations(c.env.DB, tenant) : [],
      shows('blogCards') ? newestBlogCards(c.env.TENANTS, tenant.slug) : [],
      loadSlots(c, table, slots, {}),
    ]);
    const composed = composePage({ title: TITLE }, outcomes);
    const nonce = c.get('nonce');
    const fragments = new Map<string, ReactNode>(
      outcomes.map((outcome) => [
        homeBlockKey({ kind: 'fragment', ...outcome.slot }),
        slotElement(outcome, nonce, table),
      ]),
    );
    return htmlPage(c, {
      title: TITLE,
      description: `New, demo and used cars from ${tenant.name}.`,
      canonicalPath: '/',
      body: createElement(HomeBody, {
        tenant,
        stockCounts,
        latestCars: latestCars.map(homeCar),
        locations: locations.map(homeLocation),
        blogCards,
        salesToday: salesSoFarToday(now),
        blocks: plan.blocks,
        fragments,
      }),
      head: { preloads: composed.preloads, stylesheets: composed.stylesheets },
      headers: { 'Server-Timing': composed.serverTiming },
    });
  });
  return app;
}
