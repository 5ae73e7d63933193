import { describe, expect, it } from 'vitest';
import {
  type CardCarFields,
  type CardConfig,
  canCompare,
  canFavourite,
  cardActions,
  hasPaymentProcessor,
  isCheckoutEnabled,
  isTestDriveOnly,
  offersTestDrive,
} from './card-actions';

const image = { image: { url: 'https://cdn.example/1.jpg', thumb: { url: 'https://cdn.example/1t.jpg' } } };

function car(overrides: Partial<CardCarFields> = {}): CardCarFields {
  return {
    status: 'in_stock',
    car_type: 'used',
    price: 32_990,
    tag: null,
    reserved: false,
    has_payment_processor: true,
    images: [image],
    primary_image_url: 'https://cdn.example/1.jpg',
    ...overrides,
  };
}

function site(features: Partial<CardConfig['features']> = {}): CardConfig {
  return {
    features: {
      finance: true,
      reserve: true,
      buyOnline: false,
      favouritesStorage: true,
      compareStorage: true,
      favouritesUsedOnly: false,
      ...features,
    },
  };
}

const kinds = (fields: Partial<CardCarFields>, config = site()) =>
  cardActions(car(fields), config).buttons.map((button) => button.kind);

describe('card buttons (spec: 000 §2; 001 §2, §4)', () => {
  it('in stock: View Details, Get Finance, Enquire, Book a Test Drive, Reserve', () => {
    expect(cardActions(car(), site()).buttons).toEqual([
      { kind: 'view-details', label: 'View Details' },
      { kind: 'finance', label: 'Get Finance' },
      { kind: 'enquire', label: 'Enquire' },
      { kind: 'test-drive', label: 'Book a Test Drive' },
      { kind: 'reserve', label: 'Reserve this Car' },
    ]);
    expect(kinds({ status: 'coming_soon' })).toContain('finance');
  });

  it("Get Finance reads the site's own text where it sets one (spec: 001 §5 'Get Finance (or custom text)')", () => {
    const custom = { ...site(), financeButtonLabel: 'Finance This Car' };
    expect(cardActions(car(), custom).buttons[1]).toEqual({ kind: 'finance', label: 'Finance This Car' });
  });

  it('sold or not in stock: only Find Me Something Similar', () => {
    for (const status of ['sold', 'delivered']) {
      expect(cardActions(car({ status }), site()).buttons).toEqual([
        { kind: 'find-similar', label: 'Find Me Something Similar' },
      ]);
    }
  });

  it('Test Drive Only: Book a Test Drive in place of finance, once, and no Reserve', () => {
    expect(kinds({ tag: 'Test Drive Only' })).toEqual(['view-details', 'test-drive', 'enquire']);
    expect(kinds({ tag: ' test drive only ' })).toEqual(['view-details', 'test-drive', 'enquire']);
  });

  it('no finance button on a site without finance', () => {
    expect(kinds({}, site({ finance: false }))).toEqual(['view-details', 'enquire', 'test-drive', 'reserve']);
  });

  it('no Reserve this Car or Buy Online for a car without a payment processor, or on a site without checkout', () => {
    expect(kinds({ has_payment_processor: false })).toEqual(['view-details', 'finance', 'enquire', 'test-drive']);
    expect(kinds({}, site({ reserve: false }))).toEqual(['view-details', 'finance', 'enquire', 'test-drive']);
    expect(kinds({ reserved: true }, site({ buyOnline: true }))).not.toContain('buy-online');
  });

  it('Buy Online instead of Reserve this Car where the site sells online', () => {
    expect(cardActions(car(), site({ buyOnline: true })).buttons.at(-1)).toEqual({
      kind: 'buy-online',
      label: 'Buy Online',
    });
  });
});

describe('offersTestDrive (spec: 001 §4 "Status coming_soon removes the test drive button on one dealership")', () => {
  const hides = { comingSoonHidesTestDrive: true };

  it('removes Book a Test Drive from a coming_soon car of the dealership whose overrides say so', () => {
    expect(offersTestDrive(car({ status: 'coming_soon' }), hides)).toBe(false);
    expect(cardActions(car({ status: 'coming_soon' }), site(), hides).buttons.map((b) => b.kind)).toEqual([
      'view-details',
      'finance',
      'enquire',
      'reserve',
    ]);
    expect(
      cardActions(car({ status: 'coming_soon', tag: 'Test Drive Only' }), site(), hides).buttons.map((b) => b.kind),
    ).toEqual(['view-details', 'enquire']);
  });

  it('keeps it for that dealership’s cars in stock, and for coming_soon cars of every other dealership', () => {
    expect(offersTestDrive(car(), hides)).toBe(true);
    expect(offersTestDrive(car({ status: 'coming_soon' }), {})).toBe(true);
    expect(offersTestDrive(car({ status: 'coming_soon' }), { comingSoonHidesTestDrive: false })).toBe(true);
    expect(kinds({ status: 'coming_soon' })).toContain('test-drive');
  });
});

describe('isCheckoutEnabled (spec: 001 §4 "Reserve button")', () => {
  it('needs the site to offer checkout and the car a payment processor and a price', () => {
    expect(isCheckoutEnabled(car(), site())).toBe(true);
    expect(isCheckoutEnabled(car(), site({ reserve: false }))).toBe(false);
    expect(isCheckoutEnabled(car(), site({ reserve: false, buyOnline: true }))).toBe(true);
    expect(isCheckoutEnabled(car({ has_payment_processor: false }), site())).toBe(false);
    expect(isCheckoutEnabled(car({ price: 0 }), site())).toBe(false);
  });
  it('is off for a Test Drive Only, reserved or sold car', () => {
    expect(isCheckoutEnabled(car({ tag: 'Test Drive Only' }), site())).toBe(false);
    expect(isCheckoutEnabled(car({ reserved: true }), site())).toBe(false);
    expect(isCheckoutEnabled(car({ status: 'sold' }), site())).toBe(false);
  });
});

describe('hasPaymentProcessor (spec: 001 §3 payment_processors)', () => {
  it('is true when the car names a processor, false for none or only blank names', () => {
    expect(hasPaymentProcessor({ payment_processors: ['stripe'] })).toBe(true);
    expect(hasPaymentProcessor({ payment_processors: ['', 'stripe'] })).toBe(true);
    expect(hasPaymentProcessor({ payment_processors: [] })).toBe(false);
    expect(hasPaymentProcessor({ payment_processors: ['', '  '] })).toBe(false);
  });
});

describe('favourite and compare (spec: 000 §5)', () => {
  it('show for in-stock cars when storage is enabled', () => {
    expect(canFavourite(car(), site())).toBe(true);
    expect(canCompare(car({ status: 'coming_soon', car_type: 'new', price: 0, images: [] }), site())).toBe(true);
    expect(canFavourite(car(), site({ favouritesStorage: false }))).toBe(false);
    expect(canCompare(car(), site({ compareStorage: false }))).toBe(false);
    expect(canFavourite(car(), site({ compareStorage: false }))).toBe(true);
  });

  it('hide for cars not in stock', () => {
    expect(canFavourite(car({ status: 'sold' }), site())).toBe(false);
    expect(canCompare(car({ status: 'delivered' }), site())).toBe(false);
  });

  it('on a flagged site, also need a used car priced above 0 with an image', () => {
    const flagged = site({ favouritesUsedOnly: true });
    expect(canFavourite(car(), flagged)).toBe(true);
    expect(canFavourite(car({ car_type: 'demo' }), flagged)).toBe(false);
    expect(canFavourite(car({ price: 0 }), flagged)).toBe(false);
    expect(canCompare(car({ images: [], primary_image_url: null }), flagged)).toBe(false);
    expect(canCompare(car({ images: [], primary_image_url: 'https://cdn.example/p.jpg' }), flagged)).toBe(true);
    expect(canCompare(car({ images: [], primary_image_url: '  ' }), flagged)).toBe(false);
  });

  it('are reported with the buttons', () => {
    expect(cardActions(car({ status: 'sold' }), site())).toMatchObject({ favourite: false, compare: false });
    expect(cardActions(car(), site({ compareStorage: false }))).toMatchObject({ favourite: true, compare: false });
  });
});

describe('isTestDriveOnly', () => {
  it('matches the tag whatever its case and spaces', () => {
    expect(isTestDriveOnly({ tag: 'Test Drive Only' })).toBe(true);
    expect(isTestDriveOnly({ tag: 'TEST DRIVE ONLY ' })).toBe(true);
    expect(isTestDriveOnly({ tag: 'Test Drive' })).toBe(false);
    expect(isTestDriveOnly({ tag: null })).toBe(false);
  });
});
