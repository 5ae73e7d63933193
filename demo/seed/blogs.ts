import type { BlogPost } from '@forecourt/shared';
import type { DemoData, KvEntry } from './types';

// Blog posts per site (issue 6 "blogs": there is no blog source yet, so the demo seeds a few). Stored
// in the TENANTS namespace under `blogs:<tenant slug>` as a JSON list of `BlogPost` (shared
// schemas/content.ts); `GET /api/blogs` reads them. Fixed dates, so the seed stays deterministic.

/** The KV key of a site's blog posts. */
export function blogsKey(tenantSlug: string): string {
  return `blogs:${tenantSlug}`;
}

type SeedPost = Omit<BlogPost, 'href' | 'image'> & { slug: string; picture: string };

// biome-ignore format: a catalogue reads best one post a line
const POSTS: readonly SeedPost[] = [
  { slug: 'towing-with-a-hilux', make: 'Toyota', heading: 'Towing with a HiLux: what you need to know', description: 'Braked towing capacity, ball weight and the gear that keeps your trailer legal on Australian roads.', date: '2026-10-14', picture: 'car/ute/white/ext-2' },
  { slug: 'rav4-hybrid-real-world-economy', make: 'Toyota', heading: 'RAV4 Hybrid: real-world fuel economy', description: 'We drove a RAV4 Hybrid for a month of school runs and highway trips. Here is what it used.', date: '2026-08-03', picture: 'car/suv/silver/ext-1' },
  { slug: 'mazda-cx-5-buyers-guide', make: 'Mazda', heading: 'Mazda CX-5 buyer’s guide', description: 'Which CX-5 grade suits you, what changed each year, and what to check on a used one.', date: '2026-09-21', picture: 'car/suv/red/ext-2' },
  { slug: 'ford-ranger-or-everest', make: 'Ford', heading: 'Ranger or Everest?', description: 'Ford’s ute and its seven-seat wagon share a lot. How to choose between them for work and family.', date: '2026-07-30', picture: 'car/ute/blue/ext-1' },
  { slug: 'hyundai-ev-charging-at-home', make: 'Hyundai', heading: 'Charging a Hyundai EV at home', description: 'Wall box or power point? Costs, installation and charging times for Hyundai’s electric range.', date: '2026-06-18', picture: 'car/hatch/white/ext-2' },
  { slug: 'kia-warranty-explained', make: 'Kia', heading: 'Kia’s seven-year warranty explained', description: 'What it covers, what it does not, and how it carries over when you buy a used Kia.', date: '2026-05-09', picture: 'car/suv/grey/ext-1' },
  { slug: 'choosing-your-first-caravan', make: 'Jayco', heading: 'Choosing your first caravan', description: 'Tare, ATM and what your car can tow: the numbers that matter before you pick a layout.', date: '2026-04-22', picture: 'caravan/caravan/white/ext-1' },
  { slug: 'five-checks-before-buying-used', make: null, heading: 'Five checks before you buy a used car', description: 'Service history, a PPSR check, rego, tyres and a test drive: our checklist for buying with confidence.', date: '2026-11-02', picture: 'car/sedan/silver/ext-2' },
  { slug: 'drive-away-price-explained', make: null, heading: 'What a drive-away price includes', description: 'Registration, CTP, stamp duty and dealer delivery: how advertised prices compare across states.', date: '2026-09-05', picture: 'car/sedan/blue/ext-1' },
  { slug: 'finance-pre-approval', make: null, heading: 'Why get finance pre-approval first', description: 'Knowing your budget before you shop makes negotiating simpler. Here is how pre-approval works.', date: '2026-03-11', picture: 'car/hatch/red/ext-1' },
];

/**
 * A site's blog posts: every seeded post, linked under the site's /blog.
 * @example blogPostsFor('harbourcity')[0]?.href // '/blog/towing-with-a-hilux'
 */
export function blogPostsFor(_tenantSlug: string): BlogPost[] {
  return POSTS.map(({ slug, picture, ...post }) => ({
    ...post,
    href: `/blog/${slug}`,
    image: `/media/v1/${picture}.svg?w=320`,
  }));
}

/**
 * The TENANTS namespace entries of the sites' blog posts: `blogs:<slug>` → the posts as JSON.
 * @example blogKvEntries(data).map((entry) => entry.key) // ['blogs:harbourcity', 'blogs:sunvalley', 'blogs:redgum']
 */
export function blogKvEntries(data: Pick<DemoData, 'tenants'>): KvEntry[] {
  return data.tenants.map((tenant) => ({
    key: blogsKey(tenant.slug),
    value: JSON.stringify(blogPostsFor(tenant.slug)),
  }));
}
