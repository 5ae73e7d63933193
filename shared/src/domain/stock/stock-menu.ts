import { CAR_TYPES, type CarType } from '../schemas/car';
import type { FacetValueCount } from '../search/api';
import { CAR_TYPE_ROUTES, SEARCH_PATH } from '../search/route-state';
import { emptySearchState } from '../search/search-state';
import { stringifySearchState } from '../search/url-state';

// The header's Our Stock dropdown (spec: 001 §2 "Our Stock (dynamic stock dropdown)"; issue 19 "a
// dynamic dropdown with live counts per type"): the site's stock by condition (new, demo, used) and, on a
// site that sells more than one kind of vehicle (caravans, motorcycles, trucks), by kind, each with how
// many the stock search finds and a link to that search. Built from the counts of one unfiltered
// search of the site, so each count is the total its link's search page shows.

/** One entry of the dropdown: where it leads and how many vehicles that search finds. */
export interface StockMenuEntry {
  label: string;
  href: string;
  count: number;
}

/** What the gateway counts for the dropdown: the site's visible stock and two of its facets. */
export interface StockCounts {
  /** How many vehicles the unfiltered search finds. */
  total: number;
  carType: readonly FacetValueCount[];
  itemType: readonly FacetValueCount[];
}

/** The plural of each kind of vehicle the demo and the feeds name (`item_type`); others are title-cased. */
const ITEM_TYPE_PLURALS: Readonly<Record<string, string>> = {
  car: 'Cars',
  caravan: 'Caravans',
  motorcycle: 'Motorcycles',
  truck: 'Trucks',
};

const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

/** The search page of each single car type: `/search/new-cars` and its siblings. */
function carTypePath(carType: CarType): string {
  const slug = Object.keys(CAR_TYPE_ROUTES).find((key) => {
    const types = CAR_TYPE_ROUTES[key];
    return types?.length === 1 && types[0] === carType;
  });
  return `${SEARCH_PATH}/${slug ?? ''}`;
}

function itemTypePlural(itemType: string): string {
  return ITEM_TYPE_PLURALS[itemType] ?? `${itemType.charAt(0).toUpperCase()}${itemType.slice(1)}s`;
}

function itemTypeHref(itemType: string): string {
  const state = { ...emptySearchState(), refinementList: { item_type: [itemType] } };
  return `${SEARCH_PATH}?${stringifySearchState(state)}`;
}

function countOf(values: readonly FacetValueCount[], value: string): number {
  return values.find((entry) => entry.value === value)?.count ?? 0;
}

/**
 * The dropdown's entries: All Stock, then each car type the site has in stock (new, demo, used), then,
 * when it sells several kinds of vehicle, each kind by how many it has. A site of cars only says "New
 * Cars"; one that also sells caravans says "New Stock", since that page lists every kind.
 * @example stockMenuEntries({ total: 5, carType: [{ value: 'used', count: 5 }], itemType: [{ value: 'car', count: 5 }] })
 * // [{ label: 'All Stock', href: '/search', count: 5 }, { label: 'Used Cars', href: '/search/used-cars', count: 5 }]
 */
export function stockMenuEntries(counts: StockCounts): StockMenuEntry[] {
  const kinds = counts.itemType.filter((entry) => entry.count > 0);
  const noun = kinds.length === 1 && kinds[0]?.value === 'car' ? 'Cars' : 'Stock';
  const byCarType = CAR_TYPES.flatMap((carType) => {
    const count = countOf(counts.carType, carType);
    return count > 0 ? [{ label: `${CAR_TYPE_LABELS[carType]} ${noun}`, href: carTypePath(carType), count }] : [];
  });
  const byKind =
    kinds.length > 1
      ? kinds.map((entry) => ({
          label: itemTypePlural(entry.value),
          href: itemTypeHref(entry.value),
          count: entry.count,
        }))
      : [];
  return [{ label: 'All Stock', href: SEARCH_PATH, count: counts.total }, ...byCarType, ...byKind];
}
