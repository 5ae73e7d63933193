import { describe, expect, it } from 'vitest';
import { gateFor, pathMatchesGate, signInTypeForGate } from './gated-routes';

describe('pathMatchesGate', () => {
  it.each([
    ['/my-garage', '/my-garage', true],
    ['/my-garage/', '/my-garage', true],
    ['/my-garage/saved/2', '/my-garage', true],
    ['/my-garage-sale', '/my-garage', false],
    ['/', '/my-garage', false],
    ['/cars/2021-hilux/checkout', '/cars/*/checkout', true],
    ['/cars/2021-hilux', '/cars/*/checkout', false],
    ['/cars/2021-hilux/enquire', '/cars/*/checkout', false],
    ['/anything', '/', false],
  ])('%s under %s → %s', (path, pattern, expected) => {
    expect(pathMatchesGate(path, pattern)).toBe(expected);
  });
});

describe('signInTypeForGate (spec: 001 §2 sign-in types)', () => {
  it.each([
    ['/online-payment', 'online-payment'],
    ['/my-garage', 'my-garage'],
    ['/cars/*/checkout', 'checkout'],
    ['/spin-to-win', 'spin-to-win'],
    ['/personalised/finance', 'finance'],
    ['/mymotorama', 'my-garage'],
    ['/myservco', 'my-garage'],
    ['/members/area', undefined],
  ])('%s → %s', (pattern, type) => {
    expect(signInTypeForGate(pattern)).toBe(type);
  });
});

describe('gateFor (spec: 001 §6)', () => {
  it('gates the platform routes on every site', () => {
    expect(gateFor('/online-payment', [])).toEqual({ pattern: '/online-payment', type: 'online-payment' });
    expect(gateFor('/my-garage/cars', [])).toEqual({ pattern: '/my-garage', type: 'my-garage' });
  });

  it("gates the site's own routes, and nothing else", () => {
    expect(gateFor('/cars/x/checkout', ['/cars/*/checkout'])).toEqual({
      pattern: '/cars/*/checkout',
      type: 'checkout',
    });
    expect(gateFor('/cars/x', ['/cars/*/checkout'])).toBeNull();
    expect(gateFor('/trade-in', ['/cars/*/checkout'])).toBeNull();
  });

  it('never gates the sign-in page, even when a config lists it', () => {
    expect(gateFor('/sign-in', ['/sign-in', '/'])).toBeNull();
  });
});
