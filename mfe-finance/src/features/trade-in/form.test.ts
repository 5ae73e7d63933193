import { describe, expect, it } from 'vitest';
import { EMPTY_TRADE_IN_VALUES, errorList, tradeInFormErrors, tradeInRequestBody } from './form';

const FILLED = {
  ...EMPTY_TRADE_IN_VALUES,
  name: 'Sam',
  last_name: 'Lee',
  postcode: '4000',
  phone: '0412 345 678',
  email: 'sam@example.com',
  Rego: 'abc 123',
  regoState: 'QLD',
  km: '45,000',
};

describe('tradeInFormErrors', () => {
  it('passes a filled form', () => {
    expect(tradeInFormErrors(FILLED)).toEqual({});
  });
  it('names each refused field with the spec’s messages', () => {
    const errors = tradeInFormErrors({ ...FILLED, name: ' ', postcode: '400', phone: '12345', regoState: '' });
    expect(errors).toEqual({
      name: 'This is a required field.',
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
      phone: 'Please enter a valid Australian mobile number.',
      regoState: 'This is a required field.',
    });
    expect(errorList(errors)[0]).toBe('First Name: This is a required field.');
  });
  it('requires the dealership only where the form asks for it (a site of several dealerships, spec: 000 §5)', () => {
    expect(tradeInFormErrors(FILLED, true)).toEqual({ dealership_slug: 'This is a required field.' });
    expect(tradeInFormErrors({ ...FILLED, dealership_slug: 'north' }, true)).toEqual({});
    expect(errorList({ dealership_slug: 'This is a required field.' })).toEqual([
      'Dealership: This is a required field.',
    ]);
  });
  it('lists fields named without a message', () => {
    expect(errorList({ Rego: '' })).toEqual(['Registration: please check this field.']);
  });
});

describe('tradeInRequestBody', () => {
  it('sends kilometres as a number and the car being bought as the hidden field', () => {
    expect(tradeInRequestBody(FILLED, 42)).toMatchObject({ form: 'trade-in', km: 45000, car_id: 42, Rego: 'abc 123' });
    expect(tradeInRequestBody(FILLED, null)).not.toHaveProperty('car_id');
  });
  it('sends the dealership chosen, and none where the form did not ask', () => {
    expect(tradeInRequestBody({ ...FILLED, dealership_slug: 'north' }, null)).toMatchObject({
      dealership_slug: 'north',
    });
    expect(tradeInRequestBody(FILLED, null)).not.toHaveProperty('dealership_slug');
  });
});
