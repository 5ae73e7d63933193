import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../testing/sample-car';
import {
  type FeedContext,
  INVENTORY_FEED_COLUMNS,
  INVENTORY_FEED_REQUIRED,
  type InventoryListing,
  inventoryFeedCsv,
  inventoryFeedXml,
  inventoryListing,
} from './inventory-feed';

const CONTEXT: FeedContext = {
  origin: 'https://harbourcitytoyota.com.au',
  location: { street: '1 Harbour Rd', city: 'Wynnum', state: 'QLD', postcode: '4178', lat: -27.44, long: 153.17 },
  dealershipName: 'Harbour City Toyota',
};

function listingOf(overrides: Parameters<typeof sampleCar>[0] = {}): InventoryListing {
  const result = inventoryListing(sampleCar(overrides), CONTEXT);
  if (!('listing' in result)) throw new Error(`missing ${result.missing.join(', ')}`);
  return result.listing;
}

describe('the automotive inventory feed (issue 30)', () => {
  it('lists a car with every attribute the ad platforms require, in their enums', () => {
    const listing = listingOf();
    for (const column of INVENTORY_FEED_REQUIRED) expect(listing[column], column).not.toBe('');
    expect(listing).toMatchObject({
      vehicle_id: 'HC4021',
      title: '2021 Toyota HiLux SR5',
      url: 'https://harbourcitytoyota.com.au/cars/2021-toyota-hilux-sr5-4021',
      'image[0].url': 'https://harbourcitytoyota.com.au/media/v1/car/ute/white/ext-1.svg',
      price: '52990 AUD',
      'mileage.unit': 'KM',
      body_style: 'TRUCK',
      fuel_type: 'DIESEL',
      transmission: 'AUTOMATIC',
      drivetrain: '4X4',
      state_of_vehicle: 'USED',
      availability: 'AVAILABLE',
      'address.country': 'AU',
      latitude: '-27.44',
      dealer_name: 'Harbour City Toyota',
    });
  });

  it('tells new, certified pre-owned and coming-soon cars apart', () => {
    expect(listingOf({ car_type: 'new' }).state_of_vehicle).toBe('NEW');
    expect(listingOf({ certified: true }).state_of_vehicle).toBe('CPO');
    expect(listingOf({ status: 'coming_soon' }).availability).toBe('PENDING');
  });

  it('leaves out a car that lacks a required attribute, naming what it lacks', () => {
    expect(inventoryListing(sampleCar({ price: 0, vin: null }), CONTEXT)).toEqual({ missing: ['vin', 'price'] });
    expect(inventoryListing(sampleCar(), { ...CONTEXT, location: null })).toEqual({
      missing: ['address.addr1', 'address.city', 'address.region', 'latitude', 'longitude'],
    });
  });

  it('describes a car by the dealer’s comments as plain text, or by itself', () => {
    expect(listingOf({ dealercomments: '<p>One owner,&nbsp;<b>full</b> history.</p>' }).description).toBe(
      'One owner, full history.',
    );
    expect(listingOf({ dealercomments: null }).description).toBe('Used 2021 Toyota HiLux SR5.');
  });

  it('writes CSV with the header row and quotes what needs quoting', () => {
    const csv = inventoryFeedCsv([listingOf({ dealercomments: 'Tidy, "as new"' })]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(INVENTORY_FEED_COLUMNS.join(','));
    expect(row).toContain(',"Tidy, ""as new""",');
    expect(end).toBe('');
  });

  it('writes XML listings with the mileage, image and address nested, text escaped', () => {
    const xml = inventoryFeedXml('Harbour City & Co', [listingOf()]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<listings><title>Harbour City &#38; Co<\/title>/);
    expect(xml).toContain('<vehicle_id>HC4021</vehicle_id>');
    expect(xml).toContain('<mileage><value>');
    expect(xml).toContain('<component name="region">QLD</component>');
    expect(xml.match(/<listing>/g)).toHaveLength(1);
  });

  it('matches the examples the README shows (shared/src/domain/stock/examples/inventory.{csv,xml})', async () => {
    const listings = [
      listingOf(),
      listingOf({
        car_type: 'new',
        status: 'coming_soon',
        stocknum: 'HC4022',
        km: 5,
        dealercomments: '<p>Brand new, <b>two</b> colours to choose from.</p>',
      }),
    ];
    const example = (name: string) => readFile(new URL(`./examples/${name}`, import.meta.url), 'utf8');
    expect(inventoryFeedCsv(listings)).toBe(await example('inventory.csv'));
    expect(inventoryFeedXml('Harbour City Toyota', listings)).toBe(await example('inventory.xml'));
  });
});
