import type { Car, Location } from '@forecourt/shared';
import { HomeBody, type HomeBodyProps } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { htmlPage } from '../render/page';
import { countVisibleByCarType, newestVisibleCars } from '../services/cars';
import { visibleLocations } from '../services/locations';

/** How many of the newest cars the home page shows. */
export const HOME_LATEST_CARS = 8;

/** The car fields a home-page card reads. */
export type HomeCar = HomeBodyProps['latestCars'][number];

/** The location fields the home page reads. */
export type HomeLocation = HomeBodyProps['locations'][number];

function homeCar(car: Car): HomeCar {
  const { id, slug, name, price, before_price, price_type, km, car_type, primary_image_url, badge, location_name } =
    car;
  return { id, slug, name, price, before_price, price_type, km, car_type, primary_image_url, badge, location_name };
}

function homeLocation(location: Location): HomeLocation {
  const { id, name, slug, location_type, address, contact_detail } = location;
  return { id, name, slug, location_type, address, contact_detail };
}

/**
 * `GET /`: the site's home page — stock counts by car type, the newest cars, the dealer's locations.
 *
 * @example app.route('/', home);
 */
export const home = new Hono<AppEnv>();

home.get('/', async (c) => {
  const tenant = c.get('tenant');
  const now = new Date();
  const [stockCounts, latestCars, locations] = await Promise.all([
    countVisibleByCarType(c.env.DB, tenant, now),
    newestVisibleCars(c.env.DB, tenant, now, HOME_LATEST_CARS),
    visibleLocations(c.env.DB, tenant),
  ]);
  return htmlPage(c, {
    title: 'New, demo and used cars',
    description: `New, demo and used cars from ${tenant.name}.`,
    canonicalPath: '/',
    body: createElement(HomeBody, {
      tenant,
      stockCounts,
      latestCars: latestCars.map(homeCar),
      locations: locations.map(homeLocation),
    }),
  });
});
