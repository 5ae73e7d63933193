import { MAKES_PAGE_SIZE } from '@forecourt/shared/catalogue/makes-url';
import { describe, expect, it } from 'vitest';
import { buildMakesView } from './view';

// The make list (spec: 001 §3 Make): every make by name, a monogram where it has no logo, and a link
// only where the site has somewhere to take a shopper.

const make = (id: number, name: string, logo: boolean) => {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return { id, name, slug, logo: logo ? { url: `/media/v1/logo/${slug}.svg` } : null };
};

describe('buildMakesView', () => {
  const view = buildMakesView(
    {
      makes: [
        { make: make(1, 'Toyota', true), stock: 12 },
        { make: make(2, 'Holden', false), stock: 3 },
        { make: make(3, 'Great Wall', false), stock: 0 },
        { make: make(4, 'Audi', true), stock: 0 },
      ],
      brands: [{ title: 'Toyota', slug: 'toyota', logo: null, banner: null, description: null, skipPage: false }],
    },
    1,
  );

  it('lists every make by name with its count', () => {
    expect(view.countText).toBe('4 makes');
    expect(view.tiles.map((tile) => [tile.name, tile.countText])).toEqual([
      ['Audi', 'None in stock'],
      ['Great Wall', 'None in stock'],
      ['Holden', '3 in stock'],
      ['Toyota', '12 in stock'],
    ]);
  });

  it('keeps a make’s logo, and gives a make without one a monogram of its name', () => {
    const bySlug = new Map(view.tiles.map((tile) => [tile.slug, tile]));
    expect(bySlug.get('toyota')?.logo).toBe('/media/v1/logo/toyota.svg');
    expect(bySlug.get('great-wall')).toMatchObject({ logo: null, monogram: 'GW' });
    expect(bySlug.get('holden')).toMatchObject({ logo: null, monogram: 'H' });
  });

  it('links the site’s brands to their pages, stocked makes to their stock, and no others', () => {
    expect(view.tiles.map((tile) => tile.href)).toEqual([null, null, '/search/holden', '/brands/toyota']);
  });

  it('shows a page of makes at a time, with links to every page; a page past the last is the last', () => {
    const many = Array.from({ length: MAKES_PAGE_SIZE * 2 + 5 }, (_, index) => ({
      make: make(index + 1, `Make ${String(index).padStart(3, '0')}`, true),
      stock: 0,
    }));
    const first = buildMakesView({ makes: many, brands: [] }, 1);
    expect(first.countText).toBe(`${many.length} makes`);
    expect(first.tiles).toHaveLength(MAKES_PAGE_SIZE);
    expect(first.pages.map((link) => [link.href, link.current])).toEqual([
      ['/makes', true],
      ['/makes?page=2', false],
      ['/makes?page=3', false],
    ]);
    const last = buildMakesView({ makes: many, brands: [] }, 9);
    expect(last.page).toBe(3);
    expect(last.tiles.map((tile) => tile.name)).toEqual(many.slice(-5).map(({ make: { name } }) => name));
    expect(view.pages).toEqual([]);
  });
});
