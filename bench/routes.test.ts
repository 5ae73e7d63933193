import { describe, expect, it } from 'vitest';
import { benchRoutes, declaredPatterns, linkedPaths, matchesPattern, sitemapPaths } from './routes';

describe('the bench routes', () => {
  it('are /, two site pages and every declared page, each once', async () => {
    const patterns = await declaredPatterns();
    expect(patterns.slice(0, 3)).toEqual(['/', '/service', '/about-us']);
    expect(patterns).toContain('/cars/:slug');
    expect(patterns).toContain('/:via{search|used-car}/:first');
    // The offers, the catalogue and the finance pages' first paint are measured too (issues 14, 15, 16).
    expect(patterns).toEqual(
      expect.arrayContaining(['/special-offers', '/models', '/personalised/finance', '/finance']),
    );
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('match a path segment by segment, a param taking any one non-empty segment', () => {
    expect(matchesPattern('/cars/:slug', '/cars/2021-kia-seltos')).toBe(true);
    expect(matchesPattern('/cars/:slug', '/cars/')).toBe(false);
    expect(matchesPattern('/search/:first', '/search/a/b')).toBe(false);
    expect(matchesPattern('/search', '/search')).toBe(true);
    expect(matchesPattern('/search/:first', '/search/used-cars?page=2')).toBe(true);
  });

  it('take a constrained param only at one of its values', () => {
    const location = '/:via{contact-us|our-location|locations}/:slug';
    expect(matchesPattern(location, '/contact-us/harbour-city-toyota')).toBe(true);
    expect(matchesPattern(location, '/cars/2021-kia-seltos')).toBe(false);
    expect(matchesPattern('/:page{contact-us|contact}', '/contact-usa')).toBe(false);
  });

  it("measure a query page at its first linked sample, and read a page's own links", () => {
    const links = linkedPaths(
      '<link href="/assets/styles.css"><a href="/print?car_id=a-car&amp;x=1">Print</a><a href="/media/v1/a.svg"></a><a href="/search/suv#top">',
    );
    expect(links).toEqual(['/print?car_id=a-car&x=1', '/search/suv']);
    expect(benchRoutes(['/print', '/search/:first'], links)).toEqual([
      { pattern: '/print', path: '/print?car_id=a-car&x=1' },
      { pattern: '/search/:first', path: '/search/suv' },
    ]);
    expect(benchRoutes(['/print'], [])).toEqual([{ pattern: '/print', path: null }]);
  });

  it("are measured at the sitemap's first matching path, or reported without one", () => {
    const paths = sitemapPaths(
      '<urlset><url><loc>http://h.localhost/search/used-cars</loc></url><url><loc>http://h.localhost/cars/a-car</loc></url></urlset>',
    );
    expect(paths).toEqual(['/search/used-cars', '/cars/a-car']);
    expect(benchRoutes(['/', '/cars/:slug', '/search/:first', '/brands/:slug'], paths)).toEqual([
      { pattern: '/', path: '/' },
      { pattern: '/cars/:slug', path: '/cars/a-car' },
      { pattern: '/search/:first', path: '/search/used-cars' },
      { pattern: '/brands/:slug', path: null },
    ]);
  });
});
