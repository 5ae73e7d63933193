import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleTenant } from '../test-fixtures';
import { Header } from './Header';

function count(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

const brands = [
  {
    title: 'Toyota',
    slug: 'toyota',
    logo: '/media/v1/logo/make-toyota.svg',
    banner: null,
    description: null,
    skipPage: false,
  },
  { title: 'GWM', slug: 'gwm', logo: null, banner: null, description: null, skipPage: true },
];

describe('Header', () => {
  it('lists the Our Stock entries with their live counts when the gateway has them', () => {
    const stockMenu = [
      { label: 'All Stock', href: '/search', count: 42 },
      { label: 'Used Cars', href: '/search/used-cars', count: 30 },
    ];
    const html = renderToStaticMarkup(<Header tenant={sampleTenant()} currentPath="/" stockMenu={stockMenu} />);
    // Once in the wide row, once in the phone menu.
    expect(
      count(
        html,
        /<a class="fc-submenu__link" href="\/search">All Stock<span class="fc-menu__count">\(42\)<\/span><\/a>/,
      ),
    ).toBe(2);
    expect(count(html, /href="\/search\/used-cars">Used Cars<span class="fc-menu__count">\(30\)</)).toBe(2);
    // The configured entries give way to the counted ones.
    expect(html).not.toContain('href="/search/new-and-demo-cars"');
  });

  it('falls back to the configured Our Stock entries, without counts, when there are none', () => {
    const html = renderToStaticMarkup(<Header tenant={sampleTenant()} currentPath="/" stockMenu={null} />);
    expect(count(html, /href="\/search\/new-and-demo-cars">Demo Cars<\/a>/)).toBe(2);
    expect(html).not.toContain('fc-menu__count');
  });

  it('adds the brand logo dropdown: each brand with its logo, to its page or, without one, its stock', () => {
    const tenant = sampleTenant({ catalogue: { brands } });
    const html = renderToStaticMarkup(<Header tenant={tenant} currentPath="/" stockMenu={null} />);
    expect(
      count(html, /<details class="fc-submenu fc-brand-menu" name="fc-menu-(wide|compact)" data-fc-submenu="">/),
    ).toBe(2);
    expect(html).toContain(
      '<a class="fc-submenu__link fc-brand-menu__link" href="/brands/toyota"><img src="/media/v1/logo/make-toyota.svg" alt="" width="96" height="48" loading="lazy" decoding="async"/><span>Toyota</span></a>',
    );
    expect(html).toContain('<a class="fc-submenu__link fc-brand-menu__link" href="/search/gwm"><span>GWM</span></a>');
  });

  it('has no brand dropdown for a site without brands', () => {
    const html = renderToStaticMarkup(
      <Header tenant={sampleTenant({ catalogue: { brands: [] } })} currentPath="/" stockMenu={null} />,
    );
    expect(html).not.toContain('fc-brand-menu');
  });
});
