import { loadDeclarations } from '../remote-folders.ts';
import { sitePagePath } from '../shared/src/domain/site-pages/pages.ts';

// The routes the bench measures: `/`, two of the shell's site pages and every page the remotes declare
// (mfe-*/remote.ts), so a new remote's pages join without an edit here. A declared path with params is
// measured at the first sample path it matches: the site's sitemap, then the links of its home page and
// of a car page (the demo data's own pages, as a shopper reaches them); one nothing matches is reported,
// not guessed. The dealer's pages (`dealer: true`, behind the dealer's sign-in) are not shoppers' routes: left out.

/** A route to measure: its declared pattern and the path it is measured at (null: no sample found). */
export interface BenchRoute {
  pattern: string;
  path: string | null;
}

/**
 * The shell's site pages the bench measures: every site page is the same server-rendered template with
 * the dealer's content (no island), so two stand for all of them without a Lighthouse run per page.
 */
export const BENCH_SITE_PAGES: readonly string[] = [sitePagePath('service'), sitePagePath('about-us')];

/** Every declared shoppers' page pattern, in declaration order, `/` and the site pages first. */
export async function declaredPatterns(): Promise<string[]> {
  const patterns = (await loadDeclarations()).flatMap((remote) =>
    remote.pages.filter((page) => !page.dealer).map((page) => page.path),
  );
  return [...new Set(['/', ...BENCH_SITE_PAGES, ...patterns])];
}

/**
 * The declared pages whose subject comes from the query, not the path: measured at the first sample link
 * to them (bare, they are their remote's 404). The printable car page: `/print?car_id={slug}` (spec: 000 §2).
 */
export const QUERY_PAGES: readonly string[] = ['/print'];

/**
 * Whether a path (its query aside) matches a Hono pattern of literal segments and required `:params`,
 * a param with `{a|b}` taking only those values (what the remotes declare).
 * @example matchesPattern('/cars/:slug', '/cars/2021-toyota-hilux') // true
 * @example matchesPattern('/:via{contact-us|locations}/:slug', '/cars/x') // false
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = (path.split('?')[0] ?? path).split('/');
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, i) => {
    const value = actual[i] ?? '';
    if (!segment.startsWith(':')) return segment === value;
    const constraint = /\{(.+)\}$/.exec(segment)?.[1];
    return value !== '' && (constraint === undefined || new RegExp(`^(?:${constraint})$`).test(value));
  });
}

/**
 * Each pattern with the path to measure: itself when it has no params (a query page: its first sample
 * with a query), else the first sample path it matches.
 * @example benchRoutes(['/', '/cars/:slug'], ['/', '/cars/a-car']) // [{ pattern: '/', path: '/' }, { pattern: '/cars/:slug', path: '/cars/a-car' }]
 */
export function benchRoutes(patterns: readonly string[], samplePaths: readonly string[]): BenchRoute[] {
  return patterns.map((pattern) => {
    if (QUERY_PAGES.includes(pattern)) {
      return { pattern, path: samplePaths.find((path) => path.startsWith(`${pattern}?`)) ?? null };
    }
    if (!pattern.includes(':')) return { pattern, path: pattern };
    return { pattern, path: samplePaths.find((path) => matchesPattern(pattern, path)) ?? null };
  });
}

/** The paths a sitemap lists, in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/', 'http://x').pathname);
}

/**
 * The site's own pages a document links to (root-relative links with their query; not its assets,
 * media or fragments), in document order.
 * @example linkedPaths('<a href="/print?car_id=a&amp;x=1">') // ['/print?car_id=a&x=1']
 */
export function linkedPaths(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)/g)]
    .map((match) => (match[1] ?? '/').replaceAll('&amp;', '&'))
    .filter((path) => !/^\/(?:_mf|assets|media|api)\//.test(path));
}
