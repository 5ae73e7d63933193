import { searchRouteFor } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { breadcrumbsOf } from './view';

describe('breadcrumbsOf', () => {
  it('goes Home, car type, make, model, body, then the car (the current page, unlinked)', () => {
    expect(breadcrumbsOf(sampleCar(), '2021 Toyota HiLux SR5')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Toyota', href: '/search/toyota' },
      { label: 'HiLux', href: '/search/toyota/hilux' },
      { label: 'Ute', href: '/search/ute' },
      { label: '2021 Toyota HiLux SR5', href: null },
    ]);
  });

  it('links each car type to its search page', () => {
    const typeCrumb = (car_type: 'new' | 'demo' | 'used') => breadcrumbsOf(sampleCar({ car_type }), 't')[1];
    expect(typeCrumb('new')).toEqual({ label: 'New Cars', href: '/search/new-cars' });
    expect(typeCrumb('demo')).toEqual({ label: 'New & Demo Cars', href: '/search/new-and-demo-cars' });
  });

  it('slugs names as the search routes do, so every link resolves to a search page', () => {
    const car = sampleCar({ make: 'Mercedes-Benz', model: 'GLC 300', simple_body: 'People Mover' });
    const crumbs = breadcrumbsOf(car, 'x');
    const catalogue = {
      makes: [{ slug: 'mercedes-benz', name: 'Mercedes-Benz' }],
      models: [{ slug: 'glc-300', name: 'GLC 300', makeSlug: 'mercedes-benz' }],
      bodies: [{ slug: 'people-mover', name: 'People Mover' }],
      dealerships: [],
    };
    const routes = crumbs.slice(1, -1).map((crumb) => searchRouteFor(crumb.href ?? '', catalogue));
    expect(routes.map((route) => route?.kind)).toEqual(['car-type', 'make', 'make-model', 'body']);
    expect(routes[2]?.state.refinementList).toEqual({ make: ['Mercedes-Benz'], model: ['GLC 300'] });
  });

  it('leaves out the body when the car has none', () => {
    const crumbs = breadcrumbsOf(sampleCar({ simple_body: null }), 'x');
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Used Cars', 'Toyota', 'HiLux', 'x']);
  });
});
