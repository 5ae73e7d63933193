import {
  bandOf,
  type Car,
  hasPaymentProcessor,
  isInStockStatus,
  normaliseMake,
  PRICE_RANGE_BANDS,
  type SearchCard,
  WEEKLY_PRICE_RANGE_BANDS,
} from '@forecourt/shared';

// The document every search engine indexes: one flat record per car, holding the fields the listing
// filters, facets and sorts on (spec: 000 §3 "Search state" names the refinements) plus the few the
// card shows. `SEARCH_FIELDS` is the one schema: the query types, the embedded engine's columns and a
// Typesense collection are all derived from it.

/**
 * How each field is indexed:
 * - `keyword`: an exact string (filter `=`/`!=`, facet); null when missing;
 * - `keywords`: a set of exact strings (filter `=` matches a document having any of the values, `!=` one
 *   having none of them; a facet counts each value); empty when missing;
 * - `number`: filter `=`/`!=`/ranges/comparisons, facet (counts and min/max stats), sort; null when missing;
 * - `boolean`: filter `=`/`!=`, facet;
 * - `stored`: returned on hits only, never filtered.
 */
export type SearchFieldKind = 'keyword' | 'keywords' | 'number' | 'boolean' | 'stored';

/** The indexed form of a car. Field names follow the search state (`body`, `fuel`, … are the `simple_*` values). */
export interface SearchDocument {
  id: number;
  slug: string;
  path: string;
  name: string;
  stocknum: string;
  make: string;
  /** `make` as the stock filter compares it (spec: 000 §5 excluded makes; `normaliseMake`). */
  make_key: string;
  model: string;
  /** "Toyota Hilux": the `make_model` refinement. */
  make_model: string;
  /** The catalogue model's bodies (manufacturer_body, …2, …3): the `categories` refinement. */
  categories: string[];
  /** The car's standard equipment, trimmed and de-duplicated: the `filtered_features` refinement. */
  filtered_features: string[];
  badge: string | null;
  series: string | null;
  /** simple_body */
  body: string | null;
  /** simple_fuel */
  fuel: string | null;
  /** simple_transmission */
  transmission: string | null;
  /** simple_drive */
  drive: string | null;
  colour: string | null;
  item_type: string;
  car_type: string;
  status: string;
  tag: string | null;
  price_type: string | null;
  year: number;
  km: number;
  seats: number | null;
  price: number;
  /** The `price_range` band (shared `PRICE_RANGE_BANDS`); null without a price. */
  price_range: string | null;
  before_price: number | null;
  subscription_price: number | null;
  /** The finance partner's weekly repayment, when the car has a quote (the `weekly_price_range` refinement). */
  weekly_price: number | null;
  /** The `weekly_price_range` band (shared `WEEKLY_PRICE_RANGE_BANDS`); null without a quote. */
  weekly_price_range: string | null;
  certified: boolean;
  reserved: boolean;
  preorder: boolean;
  /** Whether the car names a payment processor (card actions: Reserve this Car / Buy Online, spec: 001 §4). */
  has_payment_processor: boolean;
  show_on_dealer_website: boolean;
  photos_count: number;
  created_at_timestamp: number;
  /** null when `sold_at` is missing or unreadable. */
  sold_at_timestamp: number | null;
  /**
   * The offered-status rule as one number: `IN_STOCK_SENTINEL` for an in-stock car or one not yet
   * dated as sold, `sold_at` (epoch ms) for a sold one, null for an unreadable `sold_at`. So "in stock, or sold within the
   * last N days" (spec: 001 §4) is the single filter `in_stock_or_sold_at >= soldVisibleSince(N, now)`.
   */
  in_stock_or_sold_at: number | null;
  primary_image_url: string | null;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string | null;
  location_id: number;
  location_name: string;
  city: string;
  state: string;
}

/** Larger than any instant, so an in-stock car passes every "sold since" bound (Typesense int64 holds it). */
export const IN_STOCK_SENTINEL = Number.MAX_SAFE_INTEGER;

/** The schema: every field of `SearchDocument` and how it is indexed. */
export const SEARCH_FIELDS = {
  id: 'number',
  slug: 'keyword',
  path: 'stored',
  name: 'stored',
  stocknum: 'keyword',
  make: 'keyword',
  make_key: 'keyword',
  model: 'keyword',
  make_model: 'keyword',
  categories: 'keywords',
  filtered_features: 'keywords',
  badge: 'keyword',
  series: 'keyword',
  body: 'keyword',
  fuel: 'keyword',
  transmission: 'keyword',
  drive: 'keyword',
  colour: 'keyword',
  item_type: 'keyword',
  car_type: 'keyword',
  status: 'keyword',
  tag: 'keyword',
  price_type: 'keyword',
  year: 'number',
  km: 'number',
  seats: 'number',
  price: 'number',
  price_range: 'keyword',
  before_price: 'number',
  subscription_price: 'number',
  weekly_price: 'number',
  weekly_price_range: 'keyword',
  certified: 'boolean',
  reserved: 'boolean',
  preorder: 'boolean',
  has_payment_processor: 'stored',
  show_on_dealer_website: 'boolean',
  photos_count: 'number',
  created_at_timestamp: 'number',
  sold_at_timestamp: 'number',
  in_stock_or_sold_at: 'number',
  primary_image_url: 'stored',
  dealership_id: 'number',
  dealership_slug: 'keyword',
  dealership_name: 'keyword',
  location_id: 'number',
  location_name: 'keyword',
  city: 'keyword',
  state: 'keyword',
} as const satisfies { [F in keyof SearchDocument]-?: SearchFieldKind };

type FieldsOfKind<K extends SearchFieldKind> = {
  [F in keyof typeof SEARCH_FIELDS]: (typeof SEARCH_FIELDS)[F] extends K ? F : never;
}[keyof typeof SEARCH_FIELDS];

export type SearchField = keyof typeof SEARCH_FIELDS;
export type KeywordField = FieldsOfKind<'keyword'>;
export type KeywordListField = FieldsOfKind<'keywords'>;
export type NumericField = FieldsOfKind<'number'>;
export type BooleanField = FieldsOfKind<'boolean'>;
/** Fields a filter or a facet may name. */
export type IndexedField = KeywordField | KeywordListField | NumericField | BooleanField;

/** The fields full-text search matches, with their weight (a make or model match ranks above a colour). */
export const TEXT_FIELDS = {
  make: 3,
  model: 3,
  badge: 2,
  series: 1,
  name: 1,
  colour: 1,
  stocknum: 1,
} as const satisfies Partial<Record<SearchField, number>>;
export type TextField = keyof typeof TEXT_FIELDS;

/** Whether `field` names an indexed field of `SEARCH_FIELDS`, and of which kind. */
export function fieldKind(field: string): SearchFieldKind | undefined {
  return Object.hasOwn(SEARCH_FIELDS, field) ? SEARCH_FIELDS[field as SearchField] : undefined;
}

/** Extra facts a car does not carry itself. */
export interface SearchDocumentContext {
  /** The dealership's display name (the `dealership_name` refinement); the Car holds only its slug. */
  dealershipName?: string | null;
  /** The bodies its catalogue model is listed under (the `categories` refinement). */
  categories?: readonly string[];
}

/** The Car fields a search document is made from (what `d1-source.ts` reads out of each row). */
export const SEARCH_SOURCE_FIELDS = [
  'id',
  'slug',
  'path',
  'name',
  'stocknum',
  'make',
  'model',
  'badge',
  'series',
  'simple_body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'item_type',
  'car_type',
  'status',
  'tag',
  'price_type',
  'year',
  'km',
  'seats',
  'price',
  'before_price',
  'subscription_price',
  'quote',
  'certified',
  'reserved',
  'preorder',
  'payment_processors',
  'show_on_dealer_website',
  'photos_count',
  'created_at',
  'sold_at',
  'primary_image_url',
  'dealership_id',
  'dealership_slug',
  'location_id',
  'location_name',
  'city',
  'state',
  'standardEquipment',
] as const satisfies readonly (keyof Car)[];

/** What `toSearchDocument` reads of a car. */
export type SearchSourceCar = Pick<Car, (typeof SEARCH_SOURCE_FIELDS)[number]>;

/** Distinct, trimmed, non-empty values, in first-seen order. */
function distinctValues(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

/**
 * The search document of a car.
 *
 * @example toSearchDocument(car, { dealershipName: 'Harbour City Toyota' }).make_model // → 'Toyota Hilux'
 */
export function toSearchDocument(car: SearchSourceCar, context: SearchDocumentContext = {}): SearchDocument {
  const createdAt = Date.parse(car.created_at);
  const soldAt = car.sold_at === null ? Number.NaN : Date.parse(car.sold_at);
  const soldAtTimestamp = Number.isNaN(soldAt) ? null : soldAt;
  const weeklyPrice = car.quote?.weeklyRepaymentAmount ?? null;
  return {
    id: car.id,
    slug: car.slug,
    path: car.path,
    name: car.name,
    stocknum: car.stocknum,
    make: car.make,
    make_key: normaliseMake(car.make),
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    categories: distinctValues(context.categories ?? []),
    filtered_features: distinctValues(car.standardEquipment),
    badge: car.badge,
    series: car.series,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.simple_drive,
    colour: car.colour,
    item_type: car.item_type,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag,
    price_type: car.price_type,
    year: car.year,
    km: car.km,
    seats: car.seats,
    price: car.price,
    price_range: bandOf(car.price, PRICE_RANGE_BANDS),
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    weekly_price: weeklyPrice,
    weekly_price_range: bandOf(weeklyPrice, WEEKLY_PRICE_RANGE_BANDS),
    certified: car.certified,
    reserved: car.reserved,
    preorder: car.preorder,
    has_payment_processor: hasPaymentProcessor(car),
    show_on_dealer_website: car.show_on_dealer_website,
    photos_count: car.photos_count,
    created_at_timestamp: Number.isNaN(createdAt) ? 0 : createdAt,
    sold_at_timestamp: soldAtTimestamp,
    // Not in stock without a sold date (under offer): shown like an in-stock car, with the sold view.
    in_stock_or_sold_at: isInStockStatus(car.status) || car.sold_at === null ? IN_STOCK_SENTINEL : soldAtTimestamp,
    primary_image_url: car.primary_image_url,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    dealership_name: context.dealershipName ?? null,
    location_id: car.location_id,
    location_name: car.location_name,
    city: car.city,
    state: car.state,
  };
}

/**
 * The fields a result card reads (spec: 001 §3 "Car card"; 000 §4 tag priority; 000 §5 favourite rules;
 * 000 §2 card actions, 001 §4 reserve button).
 */
export const SEARCH_HIT_FIELDS = [
  'id',
  'slug',
  'path',
  'name',
  'stocknum',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'item_type',
  'car_type',
  'status',
  'tag',
  'km',
  'price',
  'before_price',
  'price_type',
  'subscription_price',
  'weekly_price',
  'certified',
  'reserved',
  'preorder',
  'has_payment_processor',
  'photos_count',
  'primary_image_url',
  'dealership_id',
  'dealership_slug',
  'location_name',
  'city',
  'state',
] as const satisfies readonly SearchField[];

/**
 * A result card: the shared `SearchCard` of the API contract (`@forecourt/shared` search/api.ts), which is
 * the hit fields plus `created_at`/`sold_at` as ISO instants (rebuilt from the timestamps, so the same
 * instant in canonical form) for the rules that read them (just arrived, sold runs). document.test.ts
 * checks that the two stay the same type.
 */
export type SearchHit = SearchCard;

/**
 * The card projection of a document.
 *
 * @example toSearchHit(doc).created_at // → '2026-09-16T11:39:00.000Z'
 */
export function toSearchHit(doc: SearchDocument): SearchHit {
  const hit: Record<string, unknown> = {};
  for (const field of SEARCH_HIT_FIELDS) hit[field] = doc[field];
  hit.created_at = new Date(doc.created_at_timestamp).toISOString();
  hit.sold_at = doc.sold_at_timestamp === null ? null : new Date(doc.sold_at_timestamp).toISOString();
  return hit as SearchHit;
}
