import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backPathOf, SIGN_IN_TYPES, SignInQuerySchema, safeRedirectPath, signInHref } from './sign-in';

describe('SIGN_IN_TYPES (spec: 001 §2, 000 §2)', () => {
  it('has every type of the specs', () => {
    expect([...SIGN_IN_TYPES].sort()).toEqual(
      [
        'car-finance',
        'checkout',
        'finance',
        'my-garage',
        'online-payment',
        'spin-to-win',
        'trade-in',
        'watchlist',
      ].sort(),
    );
  });
});

describe('safeRedirectPath (issue 5: same-site paths only)', () => {
  it.each([
    ['/', '/'],
    ['/personalised/finance', '/personalised/finance'],
    ['/personalised/finance?car_id=123&x=a%20b', '/personalised/finance?car_id=123&x=a%20b'],
    ['/cars/2021-toyota-corolla#finance-calculator', '/cars/2021-toyota-corolla#finance-calculator'],
    ['/search?ref=https://example.com', '/search?ref=https://example.com'],
    ['/my-garage', '/my-garage'],
  ])('keeps %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '',
    'personalised/finance',
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /leading-space',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/a//b',
    '/../../evil',
    '/./',
    '/..',
    '/%2e%2e/evil',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/a'])).toBe('/');
    expect(safeRedirectPath(42)).toBe('/');
  });

  it('never yields anything that leaves the site', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2f',
      '%5c',
      ':',
      '@',
      '?',
      '#',
      'evil.com',
      'a',
      '\t',
      ' ',
      'http:',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece, { maxLength: 8 }).map((p) => p.join('')),
        ),
        (input) => {
          const result = safeRedirectPath(input);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result.includes('\\')).toBe(false);
          expect([...result].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
          expect(new URL(result, 'https://dealer.example').origin).toBe('https://dealer.example');
          expect(safeRedirectPath(result)).toBe(result);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('SignInQuerySchema', () => {
  it('reads a well-formed query', () => {
    expect(SignInQuerySchema.parse({ type: 'finance', redirect: '/personalised/finance', back: '/cars/x' })).toEqual({
      type: 'finance',
      redirect: '/personalised/finance',
      back: '/cars/x',
    });
  });

  it('never fails: unknown types and unsafe targets fall back', () => {
    expect(SignInQuerySchema.parse({ type: 'admin', redirect: '//evil.example', back: ['/a', '/b'] })).toEqual({
      type: undefined,
      redirect: '/',
      back: '/',
    });
    expect(SignInQuerySchema.parse({})).toEqual({ type: undefined, redirect: '/', back: '/' });
  });
});

describe('signInHref (spec: 001 §6)', () => {
  it('builds the sign-in link with redirect and back', () => {
    const href = signInHref('finance', '/personalised/finance', '//evil');
    const url = new URL(href, 'https://dealer.example');
    expect(url.pathname).toBe('/sign-in');
    expect(SignInQuerySchema.parse(Object.fromEntries(url.searchParams))).toEqual({
      type: 'finance',
      redirect: '/personalised/finance',
      back: '/',
    });
  });
});

describe('backPathOf', () => {
  const origin = 'https://dealer.example';

  it('keeps the path and query of a same-site Referer', () => {
    expect(backPathOf('https://dealer.example/cars/x?tab=1#top', origin)).toBe('/cars/x?tab=1');
  });

  it.each([
    undefined,
    '',
    'not a url',
    'https://evil.example/cars/x',
    'http://dealer.example/cars/x',
    'https://dealer.example.evil.example/x',
  ])('falls back to / for %j', (referer) => {
    expect(backPathOf(referer, origin)).toBe('/');
  });
});
