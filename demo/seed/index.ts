import { buildCars } from './cars';
import { parseDay, yearOf } from './dates';
import { buildDealerships } from './dealerships';
import { buildLocations, locationStockInfo } from './locations';
import { buildMakes } from './makes';
import { buildModels } from './models';
import { buildOffers } from './offers';
import { buildParts } from './parts';
import { buildPriceHistory } from './price-history';
import { Random } from './random';
import { buildReviews, withReviewSummaries } from './reviews';
import { buildTenants } from './tenants';
import type { DemoData } from './types';

// The deterministic demo data set that `npm start` loads into local D1 and KV.

export { blogKvEntries } from './blogs';
export { tenantKvEntries } from './kv';
export { sitePageKvEntries } from './site-pages';
export { demoDataStatements, demoDataToSql } from './sql';
export type { DemoData, KvEntry } from './types';

/** The seed `npm start` uses unless told otherwise. */
export const DEFAULT_DEMO_SEED = 20_261_122;

/**
 * Deterministic: the same (seed, today) gives byte-identical output. `today` is 'yyyy-MM-dd' (UTC),
 * the anchor for every relative date (created_at, sold_at, review dates, holiday dates) so that "sold
 * within the last 3 days" and "just arrived within 8 days" always have cars. No Date.now(), no
 * Math.random(). Each concern draws from its own forked stream of the seed.
 * @example const data = generateDemoData({ seed: DEFAULT_DEMO_SEED, today: '2026-11-22' });
 */
export function generateDemoData(options: { seed: number; today: string }): DemoData {
  const today = parseDay(options.today);
  const rng = Random.fromSeed(options.seed);
  const makes = buildMakes();
  const models = buildModels(makes, yearOf(today));
  const bareLocations = buildLocations(rng.fork('locations'), today);
  const reviews = buildReviews(rng.fork('reviews'), bareLocations, today);
  const locations = withReviewSummaries(bareLocations, reviews);
  const dealerships = buildDealerships(makes, locations);
  const offers = buildOffers(rng.fork('offers'), dealerships, makes, today);
  const cars = buildCars(rng.fork('cars'), { today, dealerships, locations, stockInfo: locationStockInfo() });
  const parts = buildParts(rng.fork('parts'), yearOf(today));
  const priceHistory = buildPriceHistory(rng.fork('price-history'), cars);
  return {
    tenants: buildTenants(today),
    dealerships,
    locations,
    reviews,
    makes,
    models,
    offers,
    cars,
    parts,
    priceHistory,
  };
}
