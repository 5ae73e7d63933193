import { describe, expect, it } from 'vitest';
import { chromeLinks, internalLinks, redirectsElsewhere, sitePath } from './crawl.ts';

describe('the crawl', () => {
  it("follows a page's own links only: not assets, media, the API, other origins or in-page anchors", () => {
    const html =
      '<a href="/service">a</a><a class="x" href="/search?query=a&amp;page=2#top">b</a><a href="/media/v1/x.svg">c</a>' +
      '<a href="/api/leads">d</a><a href="https://example.com/">e</a><a href="//cdn.example/x">f</a><a href="#main">g</a>';
    expect(internalLinks(html)).toEqual(['/service', '/search?query=a&page=2']);
  });

  it('follows a redirect to the same site, relative or absolute, and not one that leaves it', () => {
    expect(sitePath('/sign-in?next=%2Fmy-garage', 'redgum.localhost')).toBe('/sign-in?next=%2Fmy-garage');
    expect(sitePath('http://redgum.localhost:8744/finance?x=1', 'redgum.localhost')).toBe('/finance?x=1');
    expect(sitePath('https://example.com/finance', 'redgum.localhost')).toBeNull();
    expect(sitePath('//example.com/x', 'redgum.localhost')).toBeNull();
  });

  it("holds the header's and footer's links apart: they must not redirect to another page", () => {
    const html =
      '<header class="fc-header"><a href="/finance">a</a></header><main><a href="/trade-in">b</a></main>' +
      '<footer class="fc-footer"><a href="/warranty">c</a></footer>';
    expect(chromeLinks(html)).toEqual(['/finance', '/warranty']);
    expect(redirectsElsewhere('/trade-in', '/')).toBe(true);
    expect(redirectsElsewhere('/search?page=9', '/search?page=3')).toBe(false);
  });
});
