import { emptySearchState, FinanceConfigSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { NOW, sampleCards, sampleContext, sampleResponse, sampleSettings } from '../../test-fixtures';
import { buildSearchView, countText, type SearchRoute, searchTitle, showMeText } from './view-model';

const context = sampleContext();
const { route } = context;

describe('buildSearchView', () => {
  it('builds the page for a search: link, counts, filters in sidebar order, sort, form and pagination', () => {
    const state = { ...route.state, query: 'hilux', page: 2 };
    const view = buildSearchView(state, sampleResponse({ page: 2 }), context, NOW);
    expect(view.href).toBe('/search/used-cars?query=hilux&page=2');
    expect(view.countText).toBe('47 cars found');
    expect(view.showMeText).toBe('Show Me 47 Cars');
    expect(
      view.filters.map((filter) =>
        filter.kind === 'facet' ? filter.facet.attribute : `range:${filter.range.attribute}`,
      ),
    ).toEqual(['car_type', 'make', 'range:price', 'range:km', 'range:year', 'body', 'dealership_name', 'certified']);
    expect(view.sort.value).toBe('Car_production');
    expect(view.sort.options[0]).toEqual({ value: 'Car_production', label: 'Featured' });
    // The query and sort are the form's own fields; the page is dropped when it is submitted.
    expect(view.form).toEqual({ action: '/search/used-cars', fields: [] });
    expect(view.pagination?.previous?.href).toBe('/search/used-cars?query=hilux');
    expect(view.clearRefinementsHref).toBe('/search?query=hilux');
  });

  it('carries the refinements off the route in the form', () => {
    const state = { ...emptySearchState(), refinementList: { make: ['Toyota'] } };
    const view = buildSearchView(state, sampleResponse(), context, NOW);
    expect(view.form).toEqual({ action: '/search', fields: [{ name: 'refinementList[make][0]', value: 'Toyota' }] });
  });

  it("labels each card's Get Finance with the site's own text where it sets one (spec: 001 §5 'or custom text')", () => {
    const financeLabels = (settings = sampleSettings()) =>
      buildSearchView(route.state, sampleResponse(), sampleContext(settings), NOW).items.flatMap((item) =>
        item.kind === 'car' ? item.card.buttons.filter((b) => b.kind === 'finance').map((b) => b.label) : [],
      );
    expect(new Set(financeLabels())).toEqual(new Set(['Get Finance']));
    // The site's finance settings as its config holds them, every other setting at its default.
    const rules = FinanceConfigSchema.parse({
      provider: 'youx',
      defaultInterestRate: 8.99,
      cardButtonLabel: 'Finance This Car',
    });
    const custom = sampleSettings({ financeRules: rules });
    expect(new Set(financeLabels(custom))).toEqual(new Set(['Finance This Car']));
  });

  it('collapses runs of sold cars and puts the promo card in its cell', () => {
    const hits = [
      ...sampleCards(2),
      ...sampleCards(3, { status: 'sold' }).map((card, index) => ({ ...card, id: 100 + index })),
      ...sampleCards(10).map((card, index) => ({ ...card, id: 200 + index })),
    ];
    const view = buildSearchView(route.state, sampleResponse({ hits }), context, NOW);
    const cells = view.items.map((item) => (item.kind === 'car' ? item.card.id : 'promo'));
    expect(cells.slice(0, 9)).toEqual([1, 2, 100, 200, 201, 202, 203, 'promo', 204]);
    expect(cells).toHaveLength(13 + 1);
  });

  it('has no clear-all link and no pagination when nothing is refined and it all fits on one page', () => {
    const view = buildSearchView(emptySearchState(), sampleResponse({ pages: 1, count: 5 }), context, NOW);
    expect(view.clearRefinementsHref).toBeNull();
    expect(view.pagination).toBeNull();
  });
});

describe('searchTitle', () => {
  const state = (refinementList: SearchRoute['state']['refinementList']) => ({ ...emptySearchState(), refinementList });
  it.each([
    [{ kind: 'all', pathname: '/search', state: emptySearchState() }, 'Cars for Sale'],
    [
      { kind: 'car-type', pathname: '/search/new-and-demo-cars', state: emptySearchState() },
      'New and Demo Cars for Sale',
    ],
    [{ kind: 'make', pathname: '/search/toyota', state: state({ make: ['Toyota'] }) }, 'Toyota Cars for Sale'],
    [
      { kind: 'make-model', pathname: '/search/toyota/hilux', state: state({ make: ['Toyota'], model: ['HiLux'] }) },
      'Toyota HiLux for Sale',
    ],
    [{ kind: 'body', pathname: '/search/suv', state: state({ body: ['SUV'] }) }, 'SUV for Sale'],
    [
      { kind: 'dealership', pathname: '/search/x', state: state({ dealership_name: ['Harbour City Toyota'] }) },
      'Cars for Sale at Harbour City Toyota',
    ],
  ] as const)('%j → %s', (match, title) => {
    expect(searchTitle(match as SearchRoute)).toBe(title);
  });
});

describe('counts in words', () => {
  it('says car for one and adds thousands commas', () => {
    expect(countText(1)).toBe('1 car found');
    expect(countText(0)).toBe('0 cars found');
    expect(countText(1234)).toBe('1,234 cars found');
    expect(showMeText(1)).toBe('Show Me 1 Car');
    expect(showMeText(1234)).toBe('Show Me 1,234 Cars');
  });
});
