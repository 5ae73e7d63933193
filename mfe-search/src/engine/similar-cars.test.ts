import { demoData, TEST_TODAY } from '@forecourt/demo/seed/testing';
import { type Car, IN_STOCK_STATUSES, SearchSettingsSchema, type TenantConfig } from '@forecourt/shared';
import { SIMILAR_CARS_HITS_PER_QUERY, SIMILAR_CARS_LIMIT } from '@forecourt/shared/vehicle/similar-cars';
import { beforeAll, describe, expect, it } from 'vitest';
import { toSearchDocument } from './document';
import { createEmbeddedSearchEngine } from './embedded/index';
import type { SearchEngine } from './engine';
import { findSimilarCars, similarCarsQueries } from './similar-cars';

// The site's hit limit and similar-cars carousel count (spec: 000 §9 "configurable") against the demo's
// redgum, which sets both away from §7's 10 and 6.

const NOW = new Date(`${TEST_TODAY}T02:00:00Z`);

describe('similar cars and the site settings', () => {
  const { cars, tenants, dealerships } = demoData();
  const redgum = tenants.find((tenant) => tenant.slug === 'redgum') as TenantConfig;
  const withDefaults: TenantConfig = { ...redgum, search: SearchSettingsSchema.parse({}) };
  const redgumDealerships = new Set(
    dealerships.filter((dealership) => redgum.dealerships.includes(dealership.slug)).map((dealership) => dealership.id),
  );
  const redgumCars = cars.filter(
    (car) => redgumDealerships.has(car.dealership_id) && (IN_STOCK_STATUSES as readonly string[]).includes(car.status),
  );
  let engine: SearchEngine;

  beforeAll(async () => {
    engine = createEmbeddedSearchEngine();
    await engine.replaceAll(cars.map((car) => toSearchDocument(car)));
  });

  it('the demo redgum sets both away from the defaults', () => {
    expect(redgum.search.hitLimit).not.toBe(SIMILAR_CARS_HITS_PER_QUERY);
    expect(redgum.search.similarCarsCount).not.toBe(SIMILAR_CARS_LIMIT);
  });

  it("asks each similar-cars query for the site's hit limit", () => {
    const car = redgumCars[0] as Car;
    expect(similarCarsQueries(car, redgum, NOW).map((query) => query.limit)).toEqual([
      redgum.search.hitLimit,
      redgum.search.hitLimit,
    ]);
    expect(similarCarsQueries(car, withDefaults, NOW)[0].limit).toBe(SIMILAR_CARS_HITS_PER_QUERY);
  });

  it("shows the site's similar-cars count", async () => {
    const answers = await Promise.all(
      redgumCars.slice(0, 40).map((car) => findSimilarCars(engine, car, withDefaults, NOW)),
    );
    const busiest = redgumCars[answers.findIndex((answer) => answer.hits.length === SIMILAR_CARS_LIMIT)];
    expect(busiest).toBeDefined();
    const answer = await findSimilarCars(engine, busiest as Car, redgum, NOW);
    expect(answer.hits).toHaveLength(redgum.search.similarCarsCount);
  });
});
