import { describe, expect, it } from 'vitest';
import { islandIdFor, routeTableFor } from '../../../edge-worker/src/composition/route-table.ts';
import { loadDeclarations } from '../../../remote-folders.ts';
import { publishedDeclarationOf } from '../../../shared/src/domain/remotes/published.ts';
import { releaseRegistryFor } from '../releases.ts';

// The remotes' real declarations, published as a build publishes them and routed as the gateway routes
// them at run time: the registry is the only way the gateway learns a remote's pages.

const builtAt = '2026-11-28T00:00:00.000Z';
const declarations = await loadDeclarations();
const registry = releaseRegistryFor(
  declarations.map((remote) => ({
    remote: remote.name,
    channel: 'stable' as const,
    version: remote.version,
    builtAt,
    declaration: publishedDeclarationOf(remote),
  })),
);
const table = routeTableFor(registry, {});

describe('the published declarations, as the gateway routes them', () => {
  it('gives every page exactly one primary fragment, and unique island ids', () => {
    expect(table.pages.length).toBeGreaterThan(10);
    for (const route of table.pages) {
      expect(
        route.fragments.filter((slot) => slot.primary),
        route.path,
      ).toHaveLength(1);
      const ids = route.fragments.map((slot) => islandIdFor(slot.fragment));
      expect(new Set(ids).size, route.path).toBe(ids.length);
    }
  });

  it("routes the dealer's stock feed pages to mfe_vehicle as the dealer's, and no shoppers' page as a dealer's", () => {
    expect(table.matchPage('/dealer/stock')?.route).toMatchObject({ dealer: true, shopper: false });
    expect(table.matchPage('/dealer/stock/imports/12')?.route.dealer).toBe(true);
    for (const route of table.pages) expect(route.dealer, route.path).toBe(route.path.startsWith('/dealer/'));
  });

  it("lets mfe_vehicle own the car page, with mfe_finance's calculator composed after it", () => {
    const car = table.matchPage('/cars/2021-toyota-hilux-sr5');
    expect(car?.route.fragments).toEqual([
      { remote: 'mfe_vehicle', fragment: 'VehiclePage', primary: true },
      { remote: 'mfe_finance', fragment: 'FinanceCalculator', primary: false },
    ]);
    expect(table.matchPage('/cars/%3Cscript%3E')).toBeNull();
  });

  it('lets mfe_vehicle own the print page, whose car comes from the query', () => {
    expect(table.matchPage('/print')?.route.fragments).toEqual([
      { remote: 'mfe_vehicle', fragment: 'VehiclePrint', primary: true },
    ]);
  });

  it('lets mfe_search own /search and every /search/… form', () => {
    for (const path of ['/search', '/search/used-cars', '/search/toyota/hilux']) {
      expect(table.matchPage(path)?.route.fragments, path).toEqual([
        { remote: 'mfe_search', fragment: 'SearchPage', primary: true },
      ]);
    }
    expect(table.matchPage('/search/../x')).toBeNull();
    expect(table.matchPage('/search/a%20b')).toBeNull();
  });

  it("carries each island's declared hydration trigger", () => {
    expect(table.hydrationTrigger({ remote: 'mfe_vehicle', fragment: 'VehiclePage' })).toBe('load');
    expect(table.hydrationTrigger({ remote: 'mfe_search', fragment: 'SearchPage' })).toBe('idle');
    expect(table.hydrationTrigger({ remote: 'mfe_search', fragment: 'Nope' })).toBe('load');
  });
});
