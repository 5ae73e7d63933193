import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { breadcrumbsOf } from '../breadcrumbs/view';
import { StructuredData } from './StructuredData';
import { breadcrumbListJsonLd, scriptSafeJson, structuredDataOf, vehicleJsonLd } from './view';

const origin = 'https://harbourcity.example';
const title = '2021 Toyota HiLux SR5';

function contextFor(car = sampleCar()) {
  return { title, origin, images: ['/media/a.jpg'], breadcrumbs: breadcrumbsOf(car, title) };
}

describe('vehicleJsonLd', () => {
  it('describes the car and its offer: AUD price, in stock, sold by the dealer location', () => {
    const data = vehicleJsonLd(sampleCar(), contextFor());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: title,
      url: 'https://harbourcity.example/cars/2021-toyota-hilux-sr5-4021',
      image: ['https://harbourcity.example/media/a.jpg'],
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'HiLux',
      vehicleModelDate: '2021',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 48213, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'MR0FA3CD100123456',
      offers: {
        '@type': 'Offer',
        price: 52990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: {
          '@type': 'AutoDealer',
          name: 'Harbour City Toyota Wynnum',
          telephone: '(07) 3391 4400',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '120 Tingal Road',
            addressLocality: 'Wynnum',
            addressRegion: 'QLD',
            postalCode: '4178',
            addressCountry: 'AU',
          },
        },
      },
    });
  });

  it('says SoldOut for a car not in stock, and gives no price for Enquire (0)', () => {
    const sold = vehicleJsonLd(sampleCar({ status: 'sold', price: 0 }), contextFor());
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(sold.offers).not.toHaveProperty('price');
    expect(vehicleJsonLd(sampleCar({ status: 'coming_soon' }), contextFor()).offers).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('leaves out what the car does not have', () => {
    const data = vehicleJsonLd(sampleCar({ vin: null, colour: null }), contextFor());
    expect(data).not.toHaveProperty('vehicleIdentificationNumber');
    expect(data).not.toHaveProperty('color');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('lists the crumbs in order with absolute URLs, the car last', () => {
    const car = sampleCar();
    const list = breadcrumbListJsonLd(breadcrumbsOf(car, title), car.path, origin);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://harbourcity.example/' },
      { '@type': 'ListItem', position: 2, name: 'Used Cars', item: 'https://harbourcity.example/search/used-cars' },
      { '@type': 'ListItem', position: 3, name: 'Toyota', item: 'https://harbourcity.example/search/toyota' },
      { '@type': 'ListItem', position: 4, name: 'HiLux', item: 'https://harbourcity.example/search/toyota/hilux' },
      { '@type': 'ListItem', position: 5, name: 'Ute', item: 'https://harbourcity.example/search/ute' },
      {
        '@type': 'ListItem',
        position: 6,
        name: title,
        item: 'https://harbourcity.example/cars/2021-toyota-hilux-sr5-4021',
      },
    ]);
  });
});

describe('scriptSafeJson and StructuredData', () => {
  it('cannot be broken out of: no <, > or & reaches the script, and it parses back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script>', other: '<!-- & \u2028' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('renders one ld+json script whose text is the whole data, even with a hostile car name', () => {
    const car = sampleCar({ model: '</script><img src=x onerror=alert(1)>' });
    const json = structuredDataOf(car, { ...contextFor(car), title: `2021 Toyota ${car.model}` });
    const html = renderToStaticMarkup(<StructuredData json={json} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    const text = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    const [vehicle, breadcrumbs] = JSON.parse(text);
    expect(vehicle.model).toBe('</script><img src=x onerror=alert(1)>');
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  });
});
