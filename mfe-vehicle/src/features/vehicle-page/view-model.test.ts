import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { describe, expect, it } from 'vitest';
import { sampleCar, sampleImages } from '../../test-fixtures';
import { headFor, priceOf, toVehiclePageData, type VehiclePageData, vehicleTitle } from './view-model';

const context = { remoteVersion: '1.2.3' };

function inStock(data: VehiclePageData) {
  if (data.availability !== 'in-stock') throw new Error(`expected an in-stock page, got ${data.availability}`);
  return data;
}

describe('vehicleTitle', () => {
  it('joins year, make, model and the badge', () => {
    expect(vehicleTitle(sampleCar())).toBe('2021 Toyota HiLux SR5');
  });

  it('adds the series when present and skips what is missing', () => {
    expect(vehicleTitle(sampleCar({ series: 'MY21' }))).toBe('2021 Toyota HiLux SR5 MY21');
    expect(vehicleTitle(sampleCar({ badge: null, series: ' ' }))).toBe('2021 Toyota HiLux');
  });
});

describe('priceOf', () => {
  const price = { price: 42990, before_price: null, price_type: 'Drive Away', subscription_price: null };

  it('formats the price with its type', () => {
    expect(priceOf(price)).toEqual({ amount: '$42,990', type: 'Drive Away', was: null, subscription: null });
  });

  it('shows the was-price only when it is above the price', () => {
    expect(priceOf({ ...price, before_price: 45990 }).was).toBe('$45,990');
    expect(priceOf({ ...price, before_price: 42990 }).was).toBeNull();
    expect(priceOf({ ...price, before_price: 39990 }).was).toBeNull();
  });

  it('says Enquire for a price of 0, with no type or was-price', () => {
    expect(priceOf({ ...price, price: 0, before_price: 45990 })).toEqual({
      amount: 'Enquire',
      type: null,
      was: null,
      subscription: null,
    });
  });

  it('adds a weekly subscription price', () => {
    expect(priceOf({ ...price, subscription_price: 189 }).subscription).toBe('$189 / week');
    expect(priceOf({ ...price, subscription_price: 0 }).subscription).toBeNull();
  });

  it('drops a blank price type', () => {
    expect(priceOf({ ...price, price_type: '  ' }).type).toBeNull();
  });
});

describe('toVehiclePageData', () => {
  it('maps an in-stock car to what the page shows, and nothing more', () => {
    expect(toVehiclePageData(sampleCar({ images: sampleImages(2) }), context)).toEqual({
      availability: 'in-stock',
      remoteVersion: '1.2.3',
      title: '2021 Toyota HiLux SR5',
      carType: 'Used',
      price: { amount: '$52,990', type: 'Drive Away', was: '$55,990', subscription: null },
      images: [
        { src: '/media/v1/car/ute/white/ext-1.svg', thumbSrc: '/media/v1/car/ute/white/ext-1.svg?w=200' },
        { src: '/media/v1/car/ute/white/ext-2.svg', thumbSrc: '/media/v1/car/ute/white/ext-2.svg?w=200' },
      ],
      keyInformation: [
        { label: 'Kilometres', value: '48,213 km' },
        { label: 'Transmission', value: 'Automatic' },
        { label: 'Body', value: 'Ute' },
        { label: 'Fuel', value: 'Diesel' },
        { label: 'Colour', value: 'White' },
        { label: 'Interior colour', value: 'Black' },
        { label: 'Stock number', value: 'HC4021' },
        { label: 'VIN', value: 'MR0FA3CD100123456' },
        { label: 'Rego', value: '123ABC' },
      ],
      carsalesTitle: null,
      location: {
        name: 'Harbour City Toyota Wynnum',
        street: '120 Tingal Road',
        locality: 'Wynnum QLD 4178',
        phone: '(07) 3391 4400',
        phoneHref: 'tel:0733914400',
        // The map's drawing has its own tests (the remote kit's land-map.test.ts).
        mapHtml: expect.stringContaining(
          '>Map of Harbour City Toyota Wynnum, 120 Tingal Road, Wynnum QLD 4178</title>',
        ),
      },
      // No site host in the context: no JSON-LD (it needs absolute URLs). The content has its own tests.
      structuredData: null,
      content: expect.objectContaining({ viewCounterPath: null, blogs: [] }),
      // A car without a spin: the photos only. The gallery's view has its own tests.
      gallery: expect.objectContaining({ modes: ['gallery'], defaultMode: 'gallery', photoCount: 2 }),
      // The sidebar's view has its own tests (features/sidebar/sidebar-view.test.ts).
      sidebar: expect.objectContaining({ carId: 4021, path: '/cars/2021-toyota-hilux-sr5-4021' }),
      // No insight loaded: the default fuel estimate (a diesel without a consumption figure), an idle
      // delivery calculator, no price comparison, and similar cars left to the browser. Own tests beside each.
      fuelCalculator: expect.objectContaining({ litresPer100Km: 10, consumptionKnown: false }),
      deliveryCalculator: {
        slug: '2021-toyota-hilux-sr5-4021',
        carPath: '/cars/2021-toyota-hilux-sr5-4021',
        state: { status: 'idle' },
      },
      // A Drive Away price: no drive-away estimate (features/drive-away, own tests).
      driveAway: null,
      priceComparison: null,
      priceHistory: null,
      similarCars: { slug: '2021-toyota-hilux-sr5-4021', cards: null },
      // The lead forms' view has its own tests (features/lead-forms/lead-forms-view.test.ts).
      leadForms: expect.objectContaining({ carSlug: '2021-toyota-hilux-sr5-4021' }),
    });
  });

  it('treats coming_soon as in stock', () => {
    expect(toVehiclePageData(sampleCar({ status: 'coming_soon' }), context).availability).toBe('in-stock');
  });

  it('falls back to the detailed spec fields and leaves out rows without a value', () => {
    const car = sampleCar({
      simple_transmission: null,
      simple_body: null,
      vin: null,
      regplate: ' ',
      colour: null,
      interior_colour: null,
    });
    const rows = inStock(toVehiclePageData(car, context)).keyInformation;
    expect(rows.map((row) => row.label)).toEqual(['Kilometres', 'Transmission', 'Body', 'Fuel', 'Stock number']);
    expect(rows[1]?.value).toBe('6 Speed Automatic');
    expect(rows[2]?.value).toBe('Double Cab Pick Up');
  });

  // spec: 000 §3 Car: carsales_title, interior_colour, nvic, private_suburb, private_postcode, preorder.
  it('gives the carsales title beside the title, unless it is blank or says the same', () => {
    const titled = sampleCar({ carsales_title: '2021 Toyota HiLux SR5 Automatic Double Cab Pick Up' });
    expect(inStock(toVehiclePageData(titled, context)).carsalesTitle).toBe(
      '2021 Toyota HiLux SR5 Automatic Double Cab Pick Up',
    );
    expect(inStock(toVehiclePageData(sampleCar({ carsales_title: '  ' }), context)).carsalesTitle).toBeNull();
    expect(
      inStock(toVehiclePageData(sampleCar({ carsales_title: '2021 Toyota HiLux SR5' }), context)).carsalesTitle,
    ).toBeNull();
  });

  it('lists the interior colour, NVIC, private sale location and pre-order in the key information', () => {
    const car = sampleCar({ nvic: '0A1B2C', private_suburb: 'Parramatta', private_postcode: '2150', preorder: true });
    const rows = inStock(toVehiclePageData(car, context)).keyInformation;
    expect(rows).toContainEqual({ label: 'Interior colour', value: 'Black' });
    expect(rows).toContainEqual({ label: 'NVIC', value: '0A1B2C' });
    expect(rows).toContainEqual({ label: 'Private sale location', value: 'Parramatta 2150' });
    expect(rows).toContainEqual({ label: 'Pre-order', value: 'Available to pre-order' });
  });

  it('uses the primary image when the car has no image list', () => {
    const data = inStock(toVehiclePageData(sampleCar({ images: [], primary_image_url: '/media/x.svg' }), context));
    expect(data.images).toEqual([{ src: '/media/x.svg', thumbSrc: '/media/x.svg' }]);
    expect(inStock(toVehiclePageData(sampleCar({ images: [], primary_image_url: null }), context)).images).toEqual([]);
  });

  it('keeps a location without a phone', () => {
    const car = sampleCar();
    const data = inStock(toVehiclePageData(sampleCar({ location: { ...car.location, phone: null } }), context));
    expect(data.location.phone).toBeNull();
    expect(data.location.phoneHref).toBeNull();
  });

  it("shows one number everywhere: the site's for the car type, then the location's, then the site's (spec: 001 §6)", () => {
    const car = sampleCar({ car_type: 'used' });
    const phones = { default: '(07) 5550 0100', byCarType: { used: '(07) 5550 0120' } };
    const settings = FragmentSiteSettingsSchema.parse({ phones });
    const data = inStock(toVehiclePageData(car, { ...context, settings }));
    expect(data.location.phone).toBe('(07) 5550 0120');
    expect(data.sidebar.phone?.number).toBe('(07) 5550 0120');
    expect(data.sidebar.phone?.href).toBe('tel:0755500120');
    const newCar = inStock(toVehiclePageData(sampleCar({ car_type: 'new' }), { ...context, settings }));
    expect(newCar.sidebar.phone?.number).toBe('(07) 3391 4400');
    expect(newCar.location.phone).toBe('(07) 3391 4400');
    const noLocationPhone = sampleCar({ car_type: 'new', location: { ...car.location, phone: null } });
    expect(inStock(toVehiclePageData(noLocationPhone, { ...context, settings })).sidebar.phone?.number).toBe(
      '(07) 5550 0100',
    );
  });

  it('gives a sold car only the sold notice, with the default tag text', () => {
    for (const status of ['sold', 'withdrawn']) {
      expect(toVehiclePageData(sampleCar({ status }), context)).toEqual({
        availability: 'sold',
        remoteVersion: '1.2.3',
        title: '2021 Toyota HiLux SR5',
        soldTagText: 'JUST SOLD',
        structuredData: null,
        similarCars: { slug: '2021-toyota-hilux-sr5-4021', cards: null },
        // The find-me-something-similar form's car and rules (features/lead-forms/lead-forms-view.ts).
        leadForms: expect.objectContaining({ car: expect.objectContaining({ car_id: 4021, vehicle_status: status }) }),
      });
    }
  });

  it("writes the structured data's URLs at the site's canonical origin, as its canonical link, else at https://{host}", () => {
    const tenant = { slug: 'bravo', host: 'bravo.localhost', websiteId: 202 };
    const canonical = toVehiclePageData(sampleCar(), {
      ...context,
      tenant: { ...tenant, origin: 'https://www.bravo-used.example' },
    }).structuredData;
    expect(canonical).toContain('"url":"https://www.bravo-used.example/cars/2021-toyota-hilux-sr5-4021"');
    expect(canonical).not.toContain('bravo.localhost');
    const byHost = toVehiclePageData(sampleCar(), { ...context, tenant }).structuredData;
    expect(byHost).toContain('https://bravo.localhost/cars/2021-toyota-hilux-sr5-4021');
  });

  it("uses the site's sold tag text when it is sent", () => {
    const data = toVehiclePageData(sampleCar({ status: 'sold' }), {
      ...context,
      tenant: { slug: 'harbourcity', soldTagText: 'SOLD' },
    });
    expect(data).toMatchObject({ soldTagText: 'SOLD' });
  });
});

describe('headFor', () => {
  it('titles and describes an in-stock car; its responsive hero is preloaded by the island itself', () => {
    expect(headFor(toVehiclePageData(sampleCar(), context))).toEqual({
      title: '2021 Toyota HiLux SR5 for sale',
      description:
        'Used 2021 Toyota HiLux SR5, 48,213 km, $52,990 Drive Away, at Harbour City Toyota Wynnum, Wynnum QLD 4178.',
      preloadImages: [],
    });
    const plainHero = sampleCar({ images: [], primary_image_url: 'https://cdn.example/hilux.jpg' });
    expect(headFor(toVehiclePageData(plainHero, context)).preloadImages).toEqual(['https://cdn.example/hilux.jpg']);
  });

  it('says price on enquiry, and preloads nothing without images', () => {
    const head = headFor(toVehiclePageData(sampleCar({ price: 0, images: [], primary_image_url: null }), context));
    expect(head.description).toContain(', price on enquiry, at ');
    expect(head.preloadImages).toEqual([]);
  });

  it('marks a sold car as sold', () => {
    const head = headFor(toVehiclePageData(sampleCar({ status: 'sold' }), context));
    expect(head.title).toBe('2021 Toyota HiLux SR5 (sold)');
    expect(head.preloadImages).toEqual([]);
  });
});
