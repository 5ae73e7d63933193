import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { FRAGMENT_FALLBACK_TEXT, FragmentFallback } from './FragmentFallback';

describe('FragmentFallback', () => {
  it('says the part did not load, is labelled by its heading, links on, and is no island', () => {
    const html = renderToStaticMarkup(<FragmentFallback id="fc-vehicle-page" primary />);
    expect(html).toContain('<section id="fc-vehicle-page"');
    expect(html).toContain('aria-labelledby="fc-vehicle-page-fallback-title"');
    expect(html).toMatch(/<h1 id="fc-vehicle-page-fallback-title" class="fc-message__title">/);
    expect(html).toContain(FRAGMENT_FALLBACK_TEXT.replace("'", '&#x27;'));
    expect(html).toContain('href="/search"');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('data-fc-island');
    expect(html).not.toContain('<script');
  });

  it('uses an h2 for a secondary part of the page', () => {
    const html = renderToStaticMarkup(<FragmentFallback id="fc-similar" primary={false} />);
    expect(html).toMatch(/<h2 id="fc-similar-fallback-title"/);
    expect(html).not.toContain('<h1');
  });
});
