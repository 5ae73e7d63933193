import { describe, expect, it } from 'vitest';
import { byMakeName, makeListHref, makeMonogram } from './makes';

const brand = { title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false };

describe('the make list (spec: 001 §3 Make)', () => {
  it('draws a monogram from a make’s name: a short capitalised name whole, else its first two initials', () => {
    expect(makeMonogram('HSV')).toBe('HSV');
    expect(makeMonogram('MG')).toBe('MG');
    expect(makeMonogram('Holden')).toBe('H');
    expect(makeMonogram('Great Wall')).toBe('GW');
    expect(makeMonogram('Mercedes-Benz')).toBe('MB');
    expect(makeMonogram('KGM SsangYong Motor')).toBe('KS');
    expect(makeMonogram('Bimota')).toBe('B');
    expect(makeMonogram('  ')).toBe('?');
  });

  it('sends a shopper to the site’s brand page, else the make’s stock, else nowhere', () => {
    expect(makeListHref({ slug: 'toyota' }, 0, [brand])).toBe('/brands/toyota');
    expect(makeListHref({ slug: 'mazda' }, 4, [brand])).toBe('/search/mazda');
    expect(makeListHref({ slug: 'lada' }, 0, [brand])).toBeNull();
  });

  it('sends a brand that skips its page to its stock search, with or without stock (a brand’s search is a page)', () => {
    const skipping = { ...brand, slug: 'gwm', skipPage: true };
    expect(makeListHref({ slug: 'gwm' }, 3, [skipping])).toBe('/search/gwm');
    expect(makeListHref({ slug: 'gwm' }, 0, [skipping])).toBe('/search/gwm');
  });

  it('orders makes by name, ignoring case', () => {
    const names = ['bmw', 'Audi', 'Aston Martin', 'BYD'].map((name) => ({ name }));
    expect(names.sort(byMakeName).map((make) => make.name)).toEqual(['Aston Martin', 'Audi', 'bmw', 'BYD']);
  });
});
