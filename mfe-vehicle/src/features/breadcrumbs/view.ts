import { type Car, type CarType, SEARCH_PATH, slugify } from '@forecourt/shared';

// Breadcrumbs (spec: 000 §2 "Vehicle detail page … breadcrumbs"; issue 6: Home, car type, make,
// model, body). Each link is a search page the search remote resolves (shared/src/search
// route-state.ts): a car-type page, /search/{make}, /search/{make}/{model}, /search/{body}; the slugs
// are the names slugified, as the search remote's catalogue writes them.

/** One crumb; the last is the car itself (the current page, no link). */
export interface Breadcrumb {
  label: string;
  /** Site-relative link; null for the current page. */
  href: string | null;
}

/** The car-type search page each car type belongs to (a demo car lives with the new cars). */
const CAR_TYPE_CRUMBS: Record<CarType, { label: string; route: string }> = {
  used: { label: 'Used Cars', route: 'used-cars' },
  new: { label: 'New Cars', route: 'new-cars' },
  demo: { label: 'New & Demo Cars', route: 'new-and-demo-cars' },
};

function searchPath(...names: string[]): string | null {
  const slugs = names.map(slugify);
  return slugs.every(Boolean) ? [SEARCH_PATH, ...slugs].join('/') : null;
}

/**
 * The car's breadcrumbs: Home, car type, make, model, body (when known), then the car's title.
 * @example breadcrumbsOf(hilux, '2021 Toyota HiLux SR5').map((crumb) => crumb.href)
 * // ['/', '/search/used-cars', '/search/toyota', '/search/toyota/hilux', '/search/ute', null]
 */
export function breadcrumbsOf(
  car: Pick<Car, 'car_type' | 'make' | 'model' | 'simple_body'>,
  title: string,
): Breadcrumb[] {
  const carType = CAR_TYPE_CRUMBS[car.car_type];
  const crumbs: Array<{ label: string; href: string | null }> = [
    { label: 'Home', href: '/' },
    { label: carType.label, href: `${SEARCH_PATH}/${carType.route}` },
    { label: car.make.trim(), href: searchPath(car.make) },
    { label: car.model.trim(), href: searchPath(car.make, car.model) },
  ];
  const body = car.simple_body?.trim();
  if (body) crumbs.push({ label: body, href: searchPath(body) });
  // A name that slugifies to nothing has no search page: it is left out rather than linked wrongly.
  return [...crumbs.filter((crumb) => crumb.label && crumb.href), { label: title, href: null }];
}
