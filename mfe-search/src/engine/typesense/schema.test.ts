import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCS, contractDoc } from '../contract-fixture';
import { SEARCH_FIELDS, toSearchHit } from '../document';
import { fromTypesenseDocument, toTypesenseDocument, typesenseCollectionSchema } from './schema';

describe('typesenseCollectionSchema', () => {
  const fields = new Map(typesenseCollectionSchema('cars_1').fields.map((field) => [field.name, field]));

  it('has one field per search field, the car id as car_id', () => {
    expect(fields.size).toBe(Object.keys(SEARCH_FIELDS).length);
    expect(fields.has('id')).toBe(false);
    expect(fields.get('car_id')).toEqual({ name: 'car_id', type: 'int64', facet: true, sort: true, optional: false });
  });

  it('types each kind of field', () => {
    expect(fields.get('make')).toEqual({ name: 'make', type: 'string', facet: true, optional: true });
    expect(fields.get('filtered_features')).toEqual({
      name: 'filtered_features',
      type: 'string[]',
      facet: true,
      optional: true,
    });
    expect(fields.get('certified')).toEqual({ name: 'certified', type: 'bool', facet: true, optional: true });
    expect(fields.get('price')?.type).toBe('float');
    expect(fields.get('in_stock_or_sold_at')?.type).toBe('int64');
    expect(fields.get('name')).toEqual({ name: 'name', type: 'string', optional: true });
    expect(fields.get('path')).toEqual({ name: 'path', type: 'string', index: false, optional: true });
    expect(fields.get('has_payment_processor')).toEqual({
      name: 'has_payment_processor',
      type: 'bool',
      index: false,
      optional: true,
    });
  });
});

describe('Typesense documents', () => {
  it('store the id as a string plus car_id, and leave nulls out', () => {
    const doc = toTypesenseDocument(contractDoc(11));
    expect(doc).toMatchObject({ id: '11', car_id: 11, make: 'Kia', filtered_features: [] });
    expect(doc).not.toHaveProperty('badge');
    expect(doc).not.toHaveProperty('seats');
  });

  it('come back as the same cards', () => {
    for (const doc of CONTRACT_DOCS) expect(fromTypesenseDocument(toTypesenseDocument(doc))).toEqual(toSearchHit(doc));
  });

  it('read a payment processor flag missing from an older collection as false', () => {
    const { has_payment_processor: _, ...stored } = toTypesenseDocument({
      ...contractDoc(2),
      has_payment_processor: true,
    });
    expect(fromTypesenseDocument(stored).has_payment_processor).toBe(false);
    expect(fromTypesenseDocument({ ...stored, has_payment_processor: true }).has_payment_processor).toBe(true);
  });
});
