import type { Offer } from '../schemas/offer';
import type { FacetValueCount } from '../search/api';
import { OFFERS_PAGE_SIZE } from './constants';
import type { OfferPriceRange } from './query-values';
import { isOfferShown } from './validity';

// The special offers search over one site's offers (spec: 000 §7 "Dealership offers search"; 001 §7
// "Search index queries for … offers"): query, categories and price filter them, the categories facet
// counts what each category would add (disjunctive, as the stock search's facets do), 21 a page by
// offset. A site has tens of offers, so this runs over them in memory; which offers the site may show at
// all (running, not excluding it) is decided here too, so no caller can forget it.

/** What the search is asked, already checked (./api.ts). */
export interface OffersQuery {
  query: string;
  categories: readonly string[];
  price?: OfferPriceRange | null | undefined;
  offset: number;
}

/** What it answers (the API adds the dealership it was restricted to). */
export interface OffersResult {
  hits: Offer[];
  nbHits: number;
  offset: number;
  hitsPerPage: number;
  facets: { categories: FacetValueCount[] };
  priceStats: { min: number; max: number } | null;
}

/** Who is looking: the site (for `excluded_website_ids`) and when (for the validity window). */
export interface OffersViewer {
  websiteId: number;
  now: Date;
}

function searchableText(offer: Offer): string {
  return [offer.name, offer.sanitized_description, offer.category, offer.manufacturer.name, offer.model.name]
    .join(' ')
    .toLowerCase();
}

function matchesQuery(offer: Offer, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = searchableText(offer);
  return words.every((word) => text.includes(word));
}

function matchesPrice(offer: Offer, price: OfferPriceRange | null | undefined): boolean {
  if (!price) return true;
  if (offer.price === null) return false;
  return (price.min === null || offer.price >= price.min) && (price.max === null || offer.price <= price.max);
}

function matchesCategories(offer: Offer, categories: readonly string[]): boolean {
  return categories.length === 0 || categories.includes(offer.category);
}

/** Counts per category, most first, then by name. */
function categoryCounts(offers: readonly Offer[]): FacetValueCount[] {
  const counts = new Map<string, number>();
  for (const offer of offers) counts.set(offer.category, (counts.get(offer.category) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

function priceStatsOf(offers: readonly Offer[]): OffersResult['priceStats'] {
  const prices = offers.flatMap((offer) => (offer.price === null ? [] : [offer.price]));
  return prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * One page of the offers a site shows that match the query, with the categories facet and price stats.
 * Hits keep the order given (the caller's: newest first).
 * @example searchOffers(offers, { query: 'hilux', categories: ['Runout'], offset: 0 }, { websiteId: 1, now: new Date() })
 */
export function searchOffers(offers: readonly Offer[], query: OffersQuery, viewer: OffersViewer): OffersResult {
  const shown = offers.filter((offer) => isOfferShown(offer, viewer.websiteId, viewer.now));
  const words = query.query.toLowerCase().split(/\s+/).filter(Boolean);
  const byText = shown.filter((offer) => matchesQuery(offer, words));
  const byTextAndPrice = byText.filter((offer) => matchesPrice(offer, query.price));
  const matching = byTextAndPrice.filter((offer) => matchesCategories(offer, query.categories));
  const byTextAndCategories = byText.filter((offer) => matchesCategories(offer, query.categories));
  return {
    hits: matching.slice(query.offset, query.offset + OFFERS_PAGE_SIZE),
    nbHits: matching.length,
    offset: query.offset,
    hitsPerPage: OFFERS_PAGE_SIZE,
    facets: { categories: categoryCounts(byTextAndPrice) },
    priceStats: priceStatsOf(byTextAndCategories),
  };
}
