import { renderIsland } from '@forecourt/shared/remote-kit';
import { describe, expect, it } from 'vitest';
import { NOW, sampleContext, sampleResponse } from '../../test-fixtures';
import { SearchPage } from './SearchPage';
import { buildSearchView, type SearchContext } from './view-model';

// The page as the fragment Worker renders it: everything a visitor without JavaScript needs is plain
// HTML (links and a GET form), and nothing breaks the page's CSP.

async function render(
  response = sampleResponse(),
  context: SearchContext = sampleContext(),
  state = context.route.state,
) {
  const view = buildSearchView(state, response, context, NOW);
  return renderIsland(<SearchPage remoteVersion="1.0.0" context={context} view={view} />, 'fc-search-page');
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('SearchPage (server HTML)', () => {
  it('has one h1, the filters and results headings, and a live region with the count', async () => {
    const html = await render();
    expect(count(html, /<h1[ >]/g)).toBe(1);
    expect(html).toContain('>Used Cars for Sale</h1>');
    expect(html).toMatch(/<h2 [^>]*>Filter results<\/h2>/);
    expect(html).toMatch(/<h2 [^>]*tabindex="-1"[^>]*>Search results<\/h2>/);
    expect(html).toMatch(/<p [^>]*role="status"[^>]*>47 cars found<\/p>/);
  });

  it('stamps the build on its root for the team and shows shoppers none', async () => {
    const html = await render();
    expect(html).toContain('data-fc-remote-version="1.0.0"');
    expect(html.replace(/<[^>]+>/g, ' ')).not.toContain('mfe-search');
  });

  it('lists 21 cards, with the promo card in the 8th cell', async () => {
    const html = await render();
    expect(count(html, /<article /g)).toBe(21);
    const cells = [...html.matchAll(/<li><(article|aside) /g)].map((match) => match[1]);
    expect(cells.indexOf('aside')).toBe(7);
    expect(html).toContain('Get pre-approved in minutes');
  });

  it('works without JavaScript: facet values and pages are links, search and sort a GET form', async () => {
    const html = await render();
    expect(html).toMatch(
      /<a [^>]*href="\/search\/used-cars\?refinementList\[make\]\[0\]=Toyota" role="checkbox" aria-checked="false"/,
    );
    expect(html).toMatch(/<nav aria-label="Pagination">/);
    expect(html).toMatch(/<a [^>]*href="\/search\/used-cars\?page=2"[^>]*aria-label="Page 2"/);
    expect(html).toMatch(/<a [^>]*href="\/search\/used-cars\?page=2" rel="next"/);
    const formId = /<form id="([^"]+)"[^>]*action="\/search\/used-cars" method="get"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toContain(`name="sortBy" form="${formId}"`);
    expect(html).toContain('<noscript><button');
    expect(html).toContain('href="/search/used-cars#search-results"');
    expect(html).toContain('Show Me 47 Cars');
  });

  it('writes no style attributes (the CSP blocks them) and renders the sliders as text until the browser', async () => {
    const html = await render();
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).toContain('$4,990 – $89,990');
    expect(html).not.toContain('type="range"');
  });

  it('shows the makes after the first 7 behind Show all makes', async () => {
    const html = await render();
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show all makes<\/summary>/);
  });

  it('shows the no-results card with Clear Filters to the refresh path', async () => {
    const html = await render(sampleResponse({ hits: [], count: 0, pages: 0 }));
    expect(html).toContain(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
    expect(html).toMatch(/href="\/special-offers">Clear Filters<\/a>/);
    expect(html).toContain('0 cars found');
  });

  it('writes the favourite and compare toggles unselected, for the browser to show the visitor’s lists on', async () => {
    const html = await render();
    const toggles = html.match(/<button[^>]*aria-pressed="[^"]*"[^>]*>/g) ?? [];
    expect(toggles.length).toBeGreaterThan(0);
    // Unselected (the lists are the visitor's, read after mount), and hidden while JavaScript is off.
    for (const toggle of toggles) {
      expect(toggle).toContain('aria-pressed="false"');
      expect(toggle).toContain('data-fc-needs-js');
    }
    expect(html).toContain('Favourite<span');
  });

  it('renders the carousel variant with the first slide and the others hidden', async () => {
    const base = sampleContext();
    const slides = [1, 2, 3].map((id) => ({
      id,
      name: `Offer ${id}`,
      description: 'Details',
      url: `/offers/${id}`,
      hideOverlay: false,
    }));
    const context = {
      ...base,
      settings: {
        ...base.settings,
        promo: { variant: 'carousel' as const, title: '', href: '', slides, positions: [2] },
      },
    };
    const html = await render(sampleResponse(), context);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(count(html, /aria-roledescription="slide"/g)).toBe(3);
    expect(count(html, /aria-roledescription="slide" aria-label="\d of 3" hidden=""/g)).toBe(2);
    // Arrows and dots need JavaScript.
    expect(html).not.toContain('Next slide');
  });
});
