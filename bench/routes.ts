import { DECLARED_REMOTES } from '../edge-worker/src/composition/declared-remotes.generated.ts';
import { sitePagePath } from '../shared/src/domain/site-pages/pages.ts';

// The routes the bench measures: `/`, two of the shell's site pages and every page the remotes declare
// (mfe-*/remote.ts), so a new remote's pages join without an edit here. A declared path with params is measured at the first URL of
// the site's sitemap it matches (the demo data's own pages); one the sitemap never matches is reported,
// not guessed.

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

/** Every declared page pattern, in declaration order, `/` and the site pages first. */
export function declaredPatterns(): string[] {
  const patterns = DECLARED_REMOTES.flatMap((remote) => remote.pages.map((page) => page.path));
  return [...new Set(['/', ...BENCH_SITE_PAGES, ...patterns])];
}

/**
 * Whether a path matches a Hono pattern of literal segments and required `:params` (what the remotes declare).
 * @example matchesPattern('/cars/:slug', '/cars/2021-toyota-hilux') // true
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, i) => (segment.startsWith(':') ? (actual[i] ?? '') !== '' : segment === actual[i]));
}

/**
 * Each pattern with the path to measure: itself when it has no params, else the first sitemap path it matches.
 * @example benchRoutes(['/', '/cars/:slug'], ['/', '/cars/a-car']) // [{ pattern: '/', path: '/' }, { pattern: '/cars/:slug', path: '/cars/a-car' }]
 */
export function benchRoutes(patterns: readonly string[], sitemapPaths: readonly string[]): BenchRoute[] {
  return patterns.map((pattern) => ({
    pattern,
    path: pattern.includes(':') ? (sitemapPaths.find((path) => matchesPattern(pattern, path)) ?? null) : pattern,
  }));
}

/** The paths a sitemap lists, in its order. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/', 'http://x').pathname);
}
