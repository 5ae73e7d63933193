import { describe, expect, it } from 'vitest';
import { crawlSite } from './support/crawl.ts';
import { getAsSite } from './support/http.ts';

// Journey: no dead link anywhere (issue 19). From the home page of each demo site, every internal link
// (cars and search results sampled) answers 200 or redirects on purpose to a page that does; the header's
// and footer's own links answer 200 themselves.
// Run on its own it prints every broken link with the page it was found on.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'];

describe('no dead links', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: every internal link from / answers 200 or an intended redirect`, { timeout: 300_000 }, async () => {
      const { broken, visited } = await crawlSite(`${tenant}.localhost`);
      if (broken.length > 0) {
        console.log(
          `${tenant}: ${broken.length} broken of ${visited} pages\n${broken
            .map(
              (link) =>
                `  ${link.status} ${link.path}${link.location ? ` → ${link.location}` : ''} (on ${link.from})${link.reason ? `: ${link.reason}` : ''}`,
            )
            .join('\n')}`,
        );
      }
      expect(visited).toBeGreaterThan(20);
      expect(broken).toEqual([]);
    });

    it(`${tenant}: every page its sitemap names besides the cars answers 200`, async () => {
      const sitemap = await getAsSite(`${tenant}.localhost`, '/sitemap.xml');
      expect(sitemap.status).toBe(200);
      const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1] ?? '').pathname)
        .filter((path) => !path.startsWith('/cars/'));
      // The home page and the chrome's pages: the site pages, the stock, offers and finance entries.
      expect(paths.length).toBeGreaterThan(8);
      const failing: string[] = [];
      for (const path of paths) {
        const page = await getAsSite(`${tenant}.localhost`, path);
        if (page.status !== 200) failing.push(`${page.status} ${path}`);
      }
      expect(failing).toEqual([]);
    });
  }
});
