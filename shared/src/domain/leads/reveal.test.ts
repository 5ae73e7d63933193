import { describe, expect, it } from 'vitest';
import { RevealPhoneSchema } from './reveal';

describe('RevealPhoneSchema (spec: 000 §7 "Sends car_id, dealership_id, website_id")', () => {
  it('reads the three ids as numbers or digit strings', () => {
    expect(RevealPhoneSchema.parse({ car_id: 12, dealership_id: '7', website_id: 101 })).toEqual({
      car_id: 12,
      dealership_id: 7,
      website_id: 101,
    });
  });

  it('names a missing or malformed id, an unknown field and a body that is not an object', () => {
    const issues = (body: unknown) => RevealPhoneSchema.safeParse(body).error?.issues.map((i) => [i.path, i.message]);
    expect(issues({ car_id: 'x', dealership_id: 1 })).toEqual([
      [['car_id'], 'Expected a numeric id.'],
      [['website_id'], 'Expected a numeric id.'],
    ]);
    expect(issues({ car_id: 1, dealership_id: 1, website_id: 1, phone: '04' })).toEqual([
      [[], 'Unknown field: phone.'],
    ]);
    expect(issues([1, 2, 3])).toEqual([[[], 'Expected a JSON object with car_id, dealership_id and website_id.']]);
  });
});
