import { describe, expect, it } from 'vitest';
import { inlineStyleAttributes } from '../shared/src/domain/fragment/visually-hidden-markup.ts';
import { getAsSite } from './support/http.ts';
import { findCar } from './support/stock.ts';

// The site's CSP allows no inline style attribute: Chromium refuses each one it finds in server HTML (a
// console error, and the element unstyled until JavaScript renders it again). Pages of every remote and
// of the shell, on every demo site, are read as served.

const TENANTS = ['harbourcity', 'sunvalley', 'redgum'];
const PAGES = [
  '/', // shell and composed fragments
  '/search/used-cars', // mfe-search
  '/personalised/finance', // mfe-finance: checkboxes and selects
  '/finance',
  '/trade-in',
  '/contact-us', // mfe-locations
  '/special-offers', // mfe-offers
  '/models',
  '/sign-in', // the shell's own page
];

describe('server HTML under the CSP', () => {
  for (const tenant of TENANTS) {
    it(`${tenant}: carries no inline style attribute on any remote's pages`, async () => {
      const car = await findCar(tenant, (candidate) => candidate.status === 'in_stock');
      const found: string[] = [];
      for (const path of [...PAGES, `/cars/${car.slug}`, `/personalised/finance?car_id=${car.id}`]) {
        const res = await getAsSite(`${tenant}.localhost`, path);
        expect(res.status, path).toBe(200);
        found.push(...inlineStyleAttributes(res.text).map((tag) => `${path}: ${tag}`));
      }
      expect(found).toEqual([]);
    });
  }
});
