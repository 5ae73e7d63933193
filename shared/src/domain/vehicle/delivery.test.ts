import { describe, expect, it } from 'vitest';
import { POSTCODE_EMPTY, POSTCODE_UNKNOWN } from '../messages/catalogue';
import {
  checkedPostcode,
  type DeliveryState,
  deliveryStateForAnswer,
  IDLE_DELIVERY,
  nextDeliveryState,
} from './delivery';

describe('the delivery messages (spec: 000 §5, §8)', () => {
  it('are the spec texts, exactly', () => {
    expect(POSTCODE_EMPTY).toBe('Please enter a postcode.');
    expect(POSTCODE_UNKNOWN).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
  });
});

describe('checkedPostcode', () => {
  it('takes four digits, trimmed', () => {
    expect(checkedPostcode('4000')).toEqual({ postcode: '4000' });
    expect(checkedPostcode(' 0800 ')).toEqual({ postcode: '0800' });
  });

  it('asks for a postcode when there is none', () => {
    expect(checkedPostcode('')).toEqual({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
    expect(checkedPostcode('   ')).toEqual({ status: 'error', postcode: '', message: POSTCODE_EMPTY });
  });

  it('gives the unknown-location message for anything that is not a postcode', () => {
    for (const typed of ['400', '40000', 'abcd', '40 0']) {
      expect(checkedPostcode(typed), typed).toEqual({
        status: 'error',
        postcode: typed.trim(),
        message: POSTCODE_UNKNOWN,
      });
    }
  });
});

describe('deliveryStateForAnswer', () => {
  it('shows the price and the region of a 200', () => {
    expect(deliveryStateForAnswer('4000', 200, { price: 1349.5, name: 'Brisbane Metro' })).toEqual({
      status: 'result',
      postcode: '4000',
      price: '$1,350',
      region: 'Brisbane Metro',
    });
  });

  it('gives the unknown-location message for a 404, a 400 or a 5xx', () => {
    for (const status of [404, 400, 500, 502]) {
      expect(deliveryStateForAnswer('0872', status, { error: 'x' })).toEqual({
        status: 'error',
        postcode: '0872',
        message: POSTCODE_UNKNOWN,
      });
    }
  });

  it('does not trust a 200 without a usable estimate', () => {
    for (const body of [
      null,
      'text',
      {},
      { price: '349', name: 'X' },
      { price: -1, name: 'X' },
      { price: 1, name: ' ' },
    ]) {
      expect(deliveryStateForAnswer('4000', 200, body).status, JSON.stringify(body)).toBe('error');
    }
  });
});

describe('nextDeliveryState', () => {
  const loading: DeliveryState = { status: 'loading', postcode: '4000' };

  it('goes from idle to loading on a postcode, and to the result on its answer', () => {
    const next = nextDeliveryState(IDLE_DELIVERY, { type: 'submit', postcode: ' 4000' });
    expect(next).toEqual(loading);
    expect(
      nextDeliveryState(next, {
        type: 'answer',
        postcode: '4000',
        status: 200,
        body: { price: 300, name: 'Brisbane' },
      }),
    ).toEqual({
      status: 'result',
      postcode: '4000',
      price: '$300',
      region: 'Brisbane',
    });
  });

  it('goes to the empty-postcode error without loading', () => {
    expect(nextDeliveryState(IDLE_DELIVERY, { type: 'submit', postcode: '' })).toEqual({
      status: 'error',
      postcode: '',
      message: POSTCODE_EMPTY,
    });
  });

  it('goes to the unknown-location error on a 404 or a failed call', () => {
    expect(nextDeliveryState(loading, { type: 'answer', postcode: '4000', status: 404, body: null })).toMatchObject({
      status: 'error',
      message: POSTCODE_UNKNOWN,
    });
    expect(nextDeliveryState(loading, { type: 'failed', postcode: '4000' })).toMatchObject({
      status: 'error',
      message: POSTCODE_UNKNOWN,
    });
  });

  it('submits again from a result or an error', () => {
    const result: DeliveryState = { status: 'result', postcode: '4000', price: '$300', region: 'Brisbane' };
    expect(nextDeliveryState(result, { type: 'submit', postcode: '2000' })).toEqual({
      status: 'loading',
      postcode: '2000',
    });
    const error: DeliveryState = { status: 'error', postcode: '', message: POSTCODE_EMPTY };
    expect(nextDeliveryState(error, { type: 'submit', postcode: '2000' })).toEqual({
      status: 'loading',
      postcode: '2000',
    });
  });

  it('ignores an answer for another postcode than the one loading, or when nothing is loading', () => {
    const stale = { type: 'answer', postcode: '2000', status: 200, body: { price: 1, name: 'Sydney' } } as const;
    expect(nextDeliveryState(loading, stale)).toBe(loading);
    expect(nextDeliveryState(IDLE_DELIVERY, { ...stale, postcode: '4000' })).toBe(IDLE_DELIVERY);
    expect(nextDeliveryState(loading, { type: 'failed', postcode: '2000' })).toBe(loading);
  });
});
