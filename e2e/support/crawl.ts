import { getAsSite } from './http.ts';

// The dead-link crawl (issue 19 "No dead links"): from a site's home page, every internal link is
// followed; car pages and search result pages are sampled, since every car and filter combination is a
// link of its own. A link answers 200, or an intended redirect to a page that answers 200; a link of the
// header or footer answers 200 itself (or redirects to the same page with another query).

/** How many links of a sampled kind are followed per site. */
const SAMPLES: ReadonlyArray<{ prefix: string; limit: number }> = [
  { prefix: '/cars/', limit: 6 },
  { prefix: '/search', limit: 12 },
];
/** A ceiling, so a link loop can never run the crawl away. */
const MAX_PAGES = 250;

/** A link that did not lead to a page. */
export interface BrokenLink {
  path: string;
  status: number;
  /** Where it redirected, when it did. */
  location?: string;
  /** The page the link was first found on. */
  from: string;
  /** Why a link that answered is still broken: the site's own chrome sent it through a redirect. */
  reason?: string;
}

/** The site-relative links of an HTML page (not assets, media, the API or in-page anchors). */
export function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split('#')[0] ?? '';
    if (!path || /^\/(?:_mf|assets|media|api)\//.test(path)) continue;
    links.add(path);
  }
  return [...links];
}

/**
 * The links of a page's chrome (its `<header>` and `<footer>` elements): the site's own menus, which
 * must lead straight to their page, never through a redirect to another one (a link to a page the site
 * has switched off is not rendered at all).
 */
export function chromeLinks(html: string): string[] {
  const parts = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map((match) => match[0]);
  return internalLinks(parts.join(''));
}

/** Whether a redirect from `path` lands on another page (not the same page with another query). */
export function redirectsElsewhere(path: string, targetPath: string): boolean {
  const pathname = (value: string) => value.split(/[?#]/, 1)[0];
  return pathname(path) !== pathname(targetPath);
}

/**
 * A redirect's target as a path on the same site (a relative `Location`, or an absolute one naming the
 * site's host), or null when it leaves the site (then the crawl cannot tell it works: reported).
 */
export function sitePath(location: string, host: string): string | null {
  if (location.startsWith('/') && !location.startsWith('//')) return location;
  try {
    const url = new URL(location);
    return url.hostname === host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** The same page with another query (a car's finance link, a filter): a few of each are enough. */
const QUERY_VARIANTS_PER_PATH = 3;

function sampled(path: string, counts: Map<string, number>): boolean {
  const kind = SAMPLES.find((sample) => path.startsWith(sample.prefix));
  const pathname = path.split('?')[0] ?? path;
  const key = kind?.prefix ?? (path.includes('?') ? `${pathname}?` : null);
  if (key === null) return true;
  const limit = kind?.limit ?? QUERY_VARIANTS_PER_PATH;
  const seen = counts.get(key) ?? 0;
  if (seen >= limit) return false;
  counts.set(key, seen + 1);
  return true;
}

/**
 * Crawls `host` from `/` and answers the broken links (empty when none) and how many pages it opened.
 * @example const { broken } = await crawlSite('sunvalley.localhost');
 */
export async function crawlSite(host: string): Promise<{ broken: BrokenLink[]; visited: number }> {
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: '(start)' }];
  const seen = new Set<string>(['/']);
  const counts = new Map<string, number>();
  const broken: BrokenLink[] = [];
  /** The chrome's links: the same on every page, so gathered from every page crawled. */
  const chrome = new Set<string>();
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const { path, from } = queue.shift() as { path: string; from: string };
    visited += 1;
    const res = await getAsSite(host, path);
    if (res.status >= 300 && res.status < 400) {
      const location = String(res.headers.location ?? '');
      const targetPath = sitePath(location, host);
      const target = targetPath === null ? null : await getAsSite(host, targetPath);
      if (target?.status !== 200) broken.push({ path, status: target?.status ?? res.status, location, from });
      else if (chrome.has(path) && targetPath !== null && redirectsElsewhere(path, targetPath)) {
        broken.push({ path, status: res.status, location, from, reason: 'a header or footer link that redirects' });
      }
      continue;
    }
    if (res.status !== 200) {
      broken.push({ path, status: res.status, from });
      continue;
    }
    if (!String(res.headers['content-type'] ?? '').includes('text/html')) continue;
    for (const link of chromeLinks(res.text)) chrome.add(link);
    for (const link of internalLinks(res.text)) {
      if (seen.has(link) || !sampled(link, counts)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
  return { broken, visited };
}
