import {
  fieldKind,
  type IndexedField,
  SEARCH_FIELDS,
  SEARCH_HIT_FIELDS,
  type SearchDocument,
  type SearchField,
  type SearchHit,
  TEXT_FIELDS,
  toSearchHit,
} from '../document';

// The Typesense collection, derived from SEARCH_FIELDS: keywords are faceted strings, sets string[],
// booleans bool, numbers int64 (or float for money), stored fields kept but not indexed (except `name`,
// which text search reads; a stored flag is an unindexed bool). Typesense's own `id` must be a string, so the car id is also written as the
// int64 `car_id`, which filters and sorts use. Null values are left out of a document (every field is
// optional), which is how Typesense represents a missing value.

/** The collection's name for the car id (Typesense's `id` is a string). */
export const TYPESENSE_ID_FIELD = 'car_id';

/** Money fields may have cents; every other number is whole (ids, years, km, epoch ms). */
const FLOAT_FIELDS: ReadonlySet<SearchField> = new Set(['price', 'before_price', 'subscription_price', 'weekly_price']);

/** Stored fields that hold a flag rather than text. */
const STORED_FLAG_FIELDS: ReadonlySet<SearchField> = new Set(['has_payment_processor']);

/** One field of a Typesense collection schema. */
export interface TypesenseField {
  name: string;
  type: 'string' | 'string[]' | 'int64' | 'float' | 'bool';
  facet?: boolean;
  optional?: boolean;
  index?: boolean;
  sort?: boolean;
}

/** A collection schema, as `POST /collections` takes it. */
export interface TypesenseCollectionSchema {
  name: string;
  fields: TypesenseField[];
}

/**
 * The name a field has in the collection.
 *
 * @example typesenseFieldName('id') // → 'car_id'
 */
export function typesenseFieldName(field: SearchField | IndexedField): string {
  return field === 'id' ? TYPESENSE_ID_FIELD : field;
}

function typesenseField(field: SearchField): TypesenseField {
  const name = typesenseFieldName(field);
  switch (SEARCH_FIELDS[field]) {
    case 'keyword':
      return { name, type: 'string', facet: true, optional: true };
    case 'keywords':
      return { name, type: 'string[]', facet: true, optional: true };
    case 'boolean':
      return { name, type: 'bool', facet: true, optional: true };
    case 'number':
      return {
        name,
        type: FLOAT_FIELDS.has(field) ? 'float' : 'int64',
        facet: true,
        sort: true,
        optional: field !== 'id',
      };
    case 'stored':
      // A stored field text search reads (the car's name) stays indexed.
      if (Object.hasOwn(TEXT_FIELDS, field)) return { name, type: 'string', optional: true };
      return { name, type: STORED_FLAG_FIELDS.has(field) ? 'bool' : 'string', index: false, optional: true };
  }
}

/**
 * The schema of a collection of search documents.
 *
 * @example await client.request('POST', '/collections', { json: typesenseCollectionSchema('cars_1732250000') });
 */
export function typesenseCollectionSchema(name: string): TypesenseCollectionSchema {
  return { name, fields: (Object.keys(SEARCH_FIELDS) as SearchField[]).map(typesenseField) };
}

/**
 * A search document as the collection stores it: `id` as a string plus `car_id`, nulls left out.
 *
 * @example toTypesenseDocument(doc) // → { id: '7', car_id: 7, make: 'Mazda', … }
 */
export function toTypesenseDocument(doc: SearchDocument): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(doc.id) };
  for (const [field, value] of Object.entries(doc) as [SearchField, unknown][]) {
    if (value !== null) out[typesenseFieldName(field)] = value;
  }
  return out;
}

/** The fields a hit needs back (`include_fields`): the card's fields and the two instants it rebuilds. */
export const TYPESENSE_HIT_FIELDS: readonly string[] = [
  ...SEARCH_HIT_FIELDS.map(typesenseFieldName),
  'created_at_timestamp',
  'sold_at_timestamp',
];

/** What a field missing from a stored document reads as: an empty set, false for a stored flag, else null. */
function missingValue(field: SearchField): unknown {
  if (fieldKind(field) === 'keywords') return [];
  // A collection indexed before the flag existed: no processor known, so no checkout offered.
  return STORED_FLAG_FIELDS.has(field) ? false : null;
}

/**
 * The card of a stored document (as `include_fields` returns it): missing fields read as `missingValue`.
 *
 * @example fromTypesenseDocument({ id: '7', car_id: 7, make: 'Mazda', … }).id // → 7
 */
export function fromTypesenseDocument(stored: Record<string, unknown>): SearchHit {
  const doc: Record<string, unknown> = {};
  for (const field of Object.keys(SEARCH_FIELDS) as SearchField[]) {
    const value = stored[typesenseFieldName(field)];
    doc[field] = value ?? missingValue(field);
  }
  return toSearchHit(doc as unknown as SearchDocument);
}
