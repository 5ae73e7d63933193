import { DEALER_COMMENTS_PENDING } from '@forecourt/shared';
import { DEALERSHIPS, makeCar } from '@forecourt/shared/server-kit/testing/fixtures';
import { keyInformationOf } from '@forecourt/shared/vehicle/key-information';
import { specificationRowsOf } from '@forecourt/shared/vehicle/specifications';
import { describe, expect, it } from 'vitest';
import { carSheet } from './sheet';

const dealership = DEALERSHIPS[0] as (typeof DEALERSHIPS)[number];
const site = { name: 'Alpha Motor Group', phones: { default: '02 9000 0000', byCarType: {} } };
const options = { url: 'https://alpha.example.com/cars/sheet-car', now: new Date('2026-11-22T15:30:00Z') };

const car = makeCar({
  id: 1,
  slug: 'sheet-car',
  dealership,
  name: '2022 Toyota Corolla Ascent Sport',
  price: 29_990,
  before_price: 31_990,
  price_type: 'Drive Away',
  km: 25_000,
  vin: 'JTDBR32E720012345',
  regplate: 'ABC12D',
  rego_expiry: '2027-03-01',
  engine_size_litres: 2,
  trans: 'CVT Automatic',
  standardEquipment: ['Reversing Camera', ' Apple CarPlay ', 'Reversing Camera'],
  dealercomments: '<p>One owner.</p><script>alert(1)</script><ul><li>Logbooks</li></ul>',
  variant: {
    cylinders: 4,
    enginesize: 1987,
    enginesize_litres: 2,
    induction: 'Aspirated',
    geartype: 'CVT',
    fuelconsumptioncombined: 6.05,
    fuelcapacity: 50,
    grossvehiclemass: 1810,
    vehiclelength: 4375,
    vehicleheight: 1435,
    vehiclewidth: 1790,
    towingcapacitybraked: 1300,
    torque: 205,
    bodyconfiguration: 'Hatch',
    ancaprating: 5,
  },
});

describe('carSheet', () => {
  const sheet = carSheet(car, site, options);

  it('names the site, the car and its price as the page does', () => {
    expect(sheet.siteName).toBe('Alpha Motor Group');
    expect(sheet.title).toBe('2022 Toyota Corolla Ascent Sport');
    expect(sheet.subtitle).toBe('Used · Stock no. S1');
    expect(sheet.price).toBe('$29,990 Drive Away');
    expect(sheet.priceNotes).toEqual(['Was $31,990']);
  });

  it('lists the page’s key information, formatted', () => {
    expect(sheet.keyInformation).toEqual(keyInformationOf(car));
    expect(sheet.keyInformation).toEqual(
      expect.arrayContaining([
        { label: 'Kilometres', value: '25,000 km' },
        { label: 'VIN', value: 'JTDBR32E720012345' },
      ]),
    );
  });

  it('gives the page’s specifications with their units', () => {
    expect(sheet.specifications).toEqual(specificationRowsOf(car));
    expect(sheet.specifications).toEqual(
      expect.arrayContaining([
        { label: 'Fuel consumption (combined)', value: '6.1 L/100 km' },
        { label: 'Towing capacity (braked)', value: '1,300 kg' },
        { label: 'Length', value: '4,375 mm' },
        { label: 'ANCAP safety rating', value: '5 stars' },
      ]),
    );
  });

  it('lists each feature once, trimmed', () => {
    expect(sheet.features).toEqual(['Reversing Camera', 'Apple CarPlay']);
  });

  it('prints the dealer comments as plain text', () => {
    expect(sheet.comments).toBe('One owner.\n• Logbooks');
    expect(carSheet({ ...car, dealercomments: null }, site, options).comments).toBe(DEALER_COMMENTS_PENDING);
    expect(carSheet({ ...car, dealercomments: '<p></p>' }, site, options).comments).toBe(DEALER_COMMENTS_PENDING);
  });

  it('says where the car is and whom to call (the phone reveal rule)', () => {
    expect(sheet.location).toEqual({
      name: 'Alpha Motors Sales',
      lines: ['1 Test St', 'Sydney NSW 2000'],
      phone: '02 9000 0000',
    });
    const withLine = carSheet(
      car,
      { ...site, phones: { default: '02 9000 0000', byCarType: { used: '02 9000 1111' } } },
      options,
    );
    expect(withLine.location.phone).toBe('02 9000 1111');
  });

  it('carries the link and the date in Sydney', () => {
    expect(sheet.url).toBe('https://alpha.example.com/cars/sheet-car');
    // 15:30 UTC on the 22nd is already the 23rd in Sydney.
    expect(sheet.date).toBe('23/11/2026');
  });

  it('reads Enquire for a car without a price', () => {
    expect(carSheet({ ...car, price: 0 }, site, options).price).toBe('Enquire');
  });
});

describe('the sheet’s specifications', () => {
  it('lists a caravan’s own specifications, as the page does', () => {
    const caravan = makeCar({
      id: 2,
      slug: 'van',
      dealership,
      item_type: 'caravan',
      seats: null,
      doors: null,
      specifications: {
        body_width: 2400,
        body_length: 6600,
        tare_weight: 2480,
        axle_type: 'Tandem',
        sleeps: 4,
        aggregate_trailer_mass: 3000,
      },
    });
    expect(carSheet(caravan, site, options).specifications).toEqual(specificationRowsOf(caravan));
    expect(carSheet(caravan, site, options).specifications).toEqual(
      expect.arrayContaining([
        { label: 'Body length', value: '6,600 mm' },
        { label: 'Tare weight', value: '2,480 kg' },
        { label: 'Axle type', value: 'Tandem' },
      ]),
    );
  });
});
