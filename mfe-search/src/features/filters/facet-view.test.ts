import { parseDay } from '@forecourt/demo/seed/dates';
import { buildTenants } from '@forecourt/demo/seed/tenants';
import { CITY_FACET_LIMIT, DEALERSHIP_FACET_LIMIT, fragmentSiteSettingsOf, type TenantConfig } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { sampleContext, sampleResponse } from '../../test-fixtures';
import { facetViews, weeklyBandLabel } from './facet-view';

const { route } = sampleContext();
const facetLimits = { city: CITY_FACET_LIMIT, dealership: DEALERSHIP_FACET_LIMIT };
const context = { route, features: { certifiedOnly: false }, facetLimits };
const byAttribute = (views: ReturnType<typeof facetViews>, attribute: string) =>
  views.find((view) => view.attribute === attribute);

describe('facetViews', () => {
  it('lists each facet with labels, counts, what is refined and the link that toggles it', () => {
    const views = facetViews(route.state, sampleResponse(), context);
    expect(views.map((view) => view.label)).toEqual([
      'Condition',
      'Make',
      'Body Type',
      'Dealership',
      'Certified Pre-Owned',
    ]);
    expect(byAttribute(views, 'car_type')?.values).toEqual([
      // Un-ticking the route's own refinement leaves the route for the plain search page.
      { value: 'used', label: 'Used', count: 47, selected: true, href: '/search' },
    ]);
    expect(byAttribute(views, 'body')?.values[1]).toEqual({
      value: 'SUV',
      label: 'SUV',
      count: 27,
      selected: false,
      href: '/search/used-cars?refinementList[body][0]=SUV',
    });
  });

  it('shows the first 7 makes and keeps the rest behind Show all makes', () => {
    const make = byAttribute(facetViews(route.state, sampleResponse(), context), 'make');
    expect(make?.values.map((value) => value.value)).toEqual([
      'Toyota',
      'Mazda',
      'Ford',
      'Hyundai',
      'Kia',
      'Nissan',
      'Subaru',
    ]);
    expect(make?.more.map((value) => value.value)).toEqual(['Volkswagen', 'Mercedes-Benz']);
  });

  it('shows models once a make is refined, and un-ticking a make keeps the other', () => {
    const state = { ...route.state, refinementList: { ...route.state.refinementList, make: ['Mazda', 'Toyota'] } };
    const views = facetViews(state, sampleResponse(), context);
    expect(byAttribute(views, 'model')?.values[0]?.href).toBe(
      '/search/used-cars?refinementList[make][0]=Mazda&refinementList[make][1]=Toyota&refinementList[model][0]=HiLux',
    );
    expect(byAttribute(views, 'make')?.values.find((value) => value.value === 'Toyota')?.href).toBe(
      '/search/used-cars?refinementList[make][0]=Mazda',
    );
    expect(byAttribute(views, 'make')?.open).toBe(true);
  });

  it('keeps a refined value the answer left out, with a count of 0, so it can be un-ticked', () => {
    const state = { ...route.state, refinementList: { ...route.state.refinementList, colour: ['Purple'] } };
    const colour = byAttribute(facetViews(state, sampleResponse(), context), 'colour');
    expect(colour?.values).toEqual([
      { value: 'Purple', label: 'Purple', count: 0, selected: true, href: '/search/used-cars' },
    ]);
    expect(colour?.open).toBe(true);
  });

  it('hides the false value of the certified facet on a certified-only site', () => {
    const certified = (certifiedOnly: boolean) =>
      byAttribute(facetViews(route.state, sampleResponse(), { ...context, features: { certifiedOnly } }), 'certified');
    expect(certified(false)?.values.map((value) => value.label)).toEqual(['Not certified', 'Certified only']);
    expect(certified(true)?.values.map((value) => value.label)).toEqual(['Certified only']);
  });

  it('limits the city facet to 20 values, keeping a refined one beyond them', () => {
    const cities = Array.from({ length: 25 }, (_, index) => ({ value: `City ${index}`, count: 30 - index }));
    const state = { ...route.state, refinementList: { ...route.state.refinementList, city: ['City 24'] } };
    const city = byAttribute(facetViews(state, sampleResponse({ facets: { city: cities } }), context), 'city');
    expect(city?.values).toHaveLength(21);
    expect(city?.values.at(-1)).toMatchObject({ value: 'City 24', selected: true });
  });

  it("lists as many cities and dealerships as the site's facet limits say (harbourcity's differ from 20 and 40)", () => {
    const harbourcity = buildTenants(parseDay('2026-11-22')).find(
      (tenant) => tenant.slug === 'harbourcity',
    ) as TenantConfig;
    const limits = sampleContext(fragmentSiteSettingsOf(harbourcity)).settings.facetLimits;
    expect(limits).not.toEqual({ city: CITY_FACET_LIMIT, dealership: DEALERSHIP_FACET_LIMIT });
    const values = (name: string) =>
      Array.from({ length: 90 }, (_, index) => ({ value: `${name} ${index}`, count: 100 - index }));
    const response = sampleResponse({ facets: { city: values('City'), dealership_name: values('Dealer') } });
    const views = facetViews(route.state, response, { ...context, facetLimits: limits });
    expect(byAttribute(views, 'city')?.values).toHaveLength(limits.city);
    expect(byAttribute(views, 'dealership_name')?.values).toHaveLength(limits.dealership);
    const defaults = facetViews(route.state, response, context);
    expect(byAttribute(defaults, 'city')?.values).toHaveLength(CITY_FACET_LIMIT);
    expect(byAttribute(defaults, 'dealership_name')?.values).toHaveLength(DEALERSHIP_FACET_LIMIT);
  });

  it('orders seats by number and labels weekly bands', () => {
    const response = sampleResponse({
      facets: {
        seats: [
          { value: '7', count: 9 },
          { value: '2', count: 1 },
          { value: '5', count: 30 },
        ],
        weekly_price_range: [
          { value: '150:200', count: 3 },
          { value: '0:100', count: 2 },
        ],
      },
    });
    const views = facetViews(route.state, response, context);
    expect(byAttribute(views, 'seats')?.values.map((value) => value.label)).toEqual(['2 seats', '5 seats', '7 seats']);
    expect(byAttribute(views, 'weekly_price_range')?.values.map((value) => value.label)).toEqual([
      'Under $100 /wk',
      '$150 – $200 /wk',
    ]);
  });
});

describe('weeklyBandLabel', () => {
  it.each([
    ['100:150', '$100 – $150 /wk'],
    ['400:', '$400+ /wk'],
    ['0:100', 'Under $100 /wk'],
    ['nonsense', 'nonsense'],
  ])('%s → %s', (value, label) => {
    expect(weeklyBandLabel(value)).toBe(label);
  });
});
