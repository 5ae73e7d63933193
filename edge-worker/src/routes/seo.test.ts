import { describe, expect, it } from 'vitest';
import { sitemapXml } from './seo';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);
}

describe('sitemapXml', () => {
  it("lists the home page, the chrome's pages, then each car with its lastmod", () => {
    const xml = sitemapXml(
      'https://alpha.example.com',
      ['/about-us', '/special-offers'],
      [
        { slug: 'a-car', updated_at: '2026-11-20T03:15:00Z' },
        { slug: 'b-car', updated_at: 'unknown' },
      ],
    );
    expect(locs(xml)).toEqual([
      'https://alpha.example.com/',
      'https://alpha.example.com/about-us',
      'https://alpha.example.com/special-offers',
      'https://alpha.example.com/cars/a-car',
      'https://alpha.example.com/cars/b-car',
    ]);
    expect(xml).toContain('<url><loc>https://alpha.example.com/about-us</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://alpha.example.com/cars/a-car</loc><lastmod>2026-11-20T03:15:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://alpha.example.com/cars/b-car</loc></url>');
  });

  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('https://a.example?x=1&y=2', [], [])).toContain('<loc>https://a.example?x=1&amp;y=2/</loc>');
  });
});
