import { describe, expect, it } from 'vitest';
import { sitemapXml } from './seo';

describe('sitemapXml', () => {
  it('lists the home page then each car with its lastmod', () => {
    const xml = sitemapXml('https://alpha.example.com', [
      { slug: 'a-car', updated_at: '2026-11-20T03:15:00Z' },
      { slug: 'b-car', updated_at: 'unknown' },
    ]);
    expect(xml).toContain('<url><loc>https://alpha.example.com/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://alpha.example.com/cars/a-car</loc><lastmod>2026-11-20T03:15:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://alpha.example.com/cars/b-car</loc></url>');
  });

  it('escapes what XML needs escaped', () => {
    expect(sitemapXml('https://a.example?x=1&y=2', [])).toContain('<loc>https://a.example?x=1&amp;y=2/</loc>');
  });
});
