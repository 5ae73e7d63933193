import { isInStock } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { UNSAFE_DEALER_COMMENTS } from './comments';
import { weeklyQuoteRepayment } from './finance';
import { SITE_ONLY_SERIES } from './models';
import { countBy, demoData, shareOf } from './testing';

const data = demoData();
const cars = data.cars;
const used = cars.filter((car) => car.car_type === 'used');
const locationsById = new Map(data.locations.map((location) => [location.id, location]));
const dealershipsById = new Map(data.dealerships.map((dealership) => [dealership.id, dealership]));

const IMAGE_URL =
  /^\/media\/v1\/(car|motorcycle|truck|caravan)\/(sedan|hatch|suv|ute|wagon|van|coupe|convertible|people-mover|cab-chassis|motorcycle|truck|caravan)\/(white|black|silver|grey|blue|red|green|yellow|orange|brown|gold|beige|purple|maroon|bronze)\/(ext-[1-6]|int-[1-3]|spin-(0\d|1\d|2\d|3[0-5]))\.svg$/;

describe('identity', () => {
  it('numbers cars from 1 with unique slugs, paths and stock numbers', () => {
    expect(cars.map((car) => car.id)).toEqual(cars.map((_, index) => index + 1));
    const misnamed = cars.filter(
      (car) =>
        !new RegExp(`^${car.year}-[a-z0-9-]+-${car.id}$`).test(car.slug) ||
        car.path !== `/cars/${car.slug}` ||
        car.name !== [car.year, car.make, car.model, car.badge].filter((part) => part !== null).join(' '),
    );
    expect(misnamed).toEqual([]);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.stocknum)).size).toBe(cars.length);
  });

  it('gives every car a 17-character VIN and registration details that fit', () => {
    for (const car of cars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.has_nvic).toBe(car.nvic !== null);
      expect(car.rego_expiry === null).toBe(car.regplate === null);
      if (car.car_type === 'new') expect(car.regplate).toBeNull();
    }
    expect(shareOf(used, (car) => car.regplate !== null)).toBeGreaterThan(0.85);
    const misdated = cars.filter(
      (car) =>
        !car.build_date?.startsWith(String(car.year)) ||
        (car.compliance_date ?? '') < car.build_date ||
        (car.compliance_date ?? '') > car.created_at.slice(0, 7),
    );
    expect(misdated).toEqual([]);
    expect(cars.some((car) => car.nvic !== null)).toBe(true);
  });
});

describe('kilometres and prices', () => {
  it('keeps km realistic for the condition', () => {
    for (const car of cars.filter((c) => c.item_type !== 'caravan')) {
      if (car.car_type === 'new') expect(car.km).toBeGreaterThanOrEqual(5);
      if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50);
      if (car.car_type === 'demo') expect(car.km).toBeLessThanOrEqual(15_000);
    }
    const avgPerYear = used
      .filter((car) => car.item_type === 'car' && car.year <= 2022)
      .map((car) => car.km / (2026 - car.year));
    const mean = avgPerYear.reduce((sum, km) => sum + km, 0) / avgPerYear.length;
    expect(mean).toBeGreaterThan(12_000);
    expect(mean).toBeLessThan(18_000);
  });

  it('has was-prices above the price on about 15%, rare enquire-only prices and some subscriptions', () => {
    const discounted = cars.filter((car) => car.before_price !== null);
    expect(discounted.every((car) => (car.before_price ?? 0) > car.price)).toBe(true);
    expect(discounted.length / cars.length).toBeGreaterThan(0.1);
    expect(discounted.length / cars.length).toBeLessThan(0.2);
    const enquire = cars.filter((car) => car.price === 0);
    expect(enquire.length).toBeGreaterThan(0);
    expect(enquire.length / cars.length).toBeLessThan(0.01);
    expect(enquire.every((car) => car.price_type === null)).toBe(true);
    expect(cars.some((car) => car.subscription_price !== null)).toBe(true);
    expect(new Set(cars.map((car) => car.price_type))).toEqual(
      new Set(['Drive Away', 'Excl. Government Charges', null]),
    );
  });

  it('depreciates used cars below new ones of the same model', () => {
    const hilux = cars.filter((car) => car.model === 'Hilux' && car.badge === 'SR5' && car.price > 0);
    const newest = hilux.filter((car) => car.car_type === 'new').map((car) => car.price);
    const oldest = hilux.filter((car) => car.car_type === 'used' && car.year <= 2020).map((car) => car.price);
    expect(Math.max(...oldest)).toBeLessThan(Math.min(...newest));
  });
});

describe('status, tags and flags', () => {
  it('has shares close to the plan', () => {
    const statuses = countBy(cars, (car) => car.status);
    expect((statuses.in_stock ?? 0) / cars.length).toBeGreaterThan(0.75);
    expect((statuses.coming_soon ?? 0) / cars.length).toBeGreaterThan(0.03);
    expect((statuses.sold ?? 0) / cars.length).toBeGreaterThan(0.06);
    expect(shareOf(cars, (car) => !car.show_on_dealer_website)).toBeGreaterThan(0.01);
    expect(shareOf(cars, (car) => !car.show_on_dealer_website)).toBeLessThan(0.04);
    expect(shareOf(cars, (car) => car.reserved)).toBeGreaterThan(0.015);
    expect(shareOf(cars, (car) => car.reserved)).toBeLessThan(0.05);
    expect(shareOf(used, (car) => car.certified)).toBeGreaterThan(0.15);
    expect(shareOf(used, (car) => car.certified)).toBeLessThan(0.3);
    expect(cars.filter((car) => car.certified).every((car) => car.car_type === 'used')).toBe(true);
  });

  it('carries sold_at only on sold cars', () => {
    for (const car of cars) expect(car.sold_at !== null).toBe(car.status === 'sold' || car.status === 'sold_pending');
  });

  it('has the named tags, and none on most cars', () => {
    const tags = countBy(cars, (car) => String(car.tag));
    expect(Object.keys(tags).sort()).toEqual(['Price Drop', 'Runout Sale', 'Test Drive Only', 'null']);
    expect((tags.null ?? 0) / cars.length).toBeGreaterThan(0.75);
  });

  it('has electric and hybrid cars', () => {
    const fuels = new Set(cars.map((car) => car.simple_fuel));
    for (const fuel of ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']) expect(fuels).toContain(fuel);
  });

  it('shows the one-site series (duo, city, sport) on harbourcity only', () => {
    const withSeries = cars.filter((car) => (SITE_ONLY_SERIES as readonly string[]).includes(car.series ?? ''));
    expect(new Set(withSeries.map((car) => car.series))).toEqual(new Set(SITE_ONLY_SERIES));
    for (const car of withSeries) {
      expect(dealershipsById.get(car.dealership_id)?.dealership_websites).toEqual(['harbourcity']);
    }
  });

  it('offers reserve (Stripe) only on in-stock, priced, reservable cars, with $200 mostly', () => {
    const reservable = cars.filter((car) => car.payment_processors.includes('stripe'));
    expect(reservable.length).toBeGreaterThan(0);
    for (const car of reservable) {
      expect(isInStock(car)).toBe(true);
      expect(car.price).toBeGreaterThan(0);
      expect(car.tag).not.toBe('Test Drive Only');
    }
    expect(cars.filter((car) => car.payment_processors.length === 0).every((car) => car.reserveAmount === null)).toBe(
      true,
    );
    const drawn = reservable.filter((car) => car.dealership_slug !== 'sun-valley-motors');
    const amounts = countBy(drawn, (car) => String(car.reserveAmount));
    expect(Object.keys(amounts).sort()).toEqual(['200', '500', 'null']);
    expect((amounts['200'] ?? 0) / drawn.length).toBeGreaterThan(0.7);
  });

  it("reserves Sun Valley's cars with its $0 deposit (spec: 001 §9 blank when $0)", () => {
    const sunValley = cars.filter((car) => car.dealership_slug === 'sun-valley-motors' && isInStock(car));
    const reservable = sunValley.filter((car) => car.payment_processors.includes('stripe'));
    expect(reservable.length).toBeGreaterThan(0);
    expect(reservable.every((car) => car.reserveAmount === 0)).toBe(true);
  });

  it('enables trade-in on most used cars of sites with trade-in', () => {
    const harbourUsed = used.filter((car) => car.dealership_slug.startsWith('harbour-city-'));
    expect(shareOf(harbourUsed, (car) => car.trade_in_enabled)).toBeGreaterThan(0.75);
    expect(cars.filter((car) => car.trade_in_enabled).every((car) => car.car_type === 'used')).toBe(true);
  });
});

describe('finance and market data', () => {
  it('quotes most in-stock, unreserved cars over $200, with the weekly figure from a 5-year loan', () => {
    const eligible = cars.filter((car) => isInStock(car) && !car.reserved && car.price > 200);
    expect(shareOf(eligible, (car) => car.quote !== null)).toBeGreaterThan(0.8);
    for (const car of cars.filter((c) => c.quote !== null)) {
      expect(isInStock(car) && !car.reserved && car.price > 200).toBe(true);
      expect(car.quote?.weeklyRepaymentAmount).toBe(weeklyQuoteRepayment(car.price, car.quote?.advertisedRate ?? 0));
      expect(car.quote?.comparisonRate).toBeGreaterThan(car.quote?.advertisedRate ?? 0);
    }
  });

  it('has lender panels on some cars', () => {
    const share = shareOf(cars, (car) => car.finance_lenders.length > 0);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });

  it('has market prices on most cars, near the price and sometimes $500 or more above it', () => {
    const priced = cars.filter((car) => car.item_type === 'car' && car.price > 0);
    expect(shareOf(priced, (car) => car.autograb_data !== null)).toBeGreaterThan(0.75);
    const gaps = priced.flatMap((car) =>
      car.autograb_data ? [(car.autograb_data.average_market_price ?? 0) - car.price] : [],
    );
    expect(gaps.some((gap) => gap >= 500)).toBe(true);
    expect(gaps.some((gap) => gap < 500)).toBe(true);
    expect(gaps.every((gap) => Math.abs(gap) < 10_000)).toBe(true);
  });
});

describe('dealer comments', () => {
  it('are long on some, empty on some and HTML on some', () => {
    expect(cars.some((car) => (car.dealercomments?.length ?? 0) > 400)).toBe(true);
    expect(cars.some((car) => car.dealercomments === null)).toBe(true);
    expect(cars.some((car) => /<p>.*<strong>.*<ul><li>/.test(car.dealercomments ?? ''))).toBe(true);
  });

  it('carry unsafe markup on one or two in-stock, visible cars only', () => {
    const unsafe = cars.filter((car) => /<script|onclick=|onerror=/.test(car.dealercomments ?? ''));
    expect(unsafe.length).toBeGreaterThanOrEqual(1);
    expect(unsafe.length).toBeLessThanOrEqual(2);
    for (const car of unsafe) {
      expect(UNSAFE_DEALER_COMMENTS).toContain(car.dealercomments);
      expect(car.status).toBe('in_stock');
      expect(car.show_on_dealer_website).toBe(true);
    }
  });
});

describe('media', () => {
  it('follows the media URL scheme with 1 to 9 photos and matching thumbnails', () => {
    const badCounts = cars.filter(
      (car) => car.photos_count !== car.images.length || car.photos_count < 1 || car.photos_count > 9,
    );
    expect(badCounts).toEqual([]);
    const badImages = cars.filter(
      (car) =>
        car.primary_image_url !== car.images[0]?.image.url ||
        car.images.some(
          ({ image }) =>
            !IMAGE_URL.test(image.url) ||
            image.url.split('/')[3] !== car.item_type ||
            !image.url.includes(`/${car.colour?.toLowerCase()}/`) ||
            image.thumb.url !== `${image.url}?w=200`,
        ),
    );
    expect(badImages).toEqual([]);
    expect(
      cars.filter((car) => car.thumbnails.join() !== car.images.map((i) => `${i.image.url}?w=200`).join()),
    ).toEqual([]);
    expect(cars.some((car) => car.photos_count <= 2)).toBe(true);
  });

  it('has 36-frame spins with hotspots on about 15% of cars', () => {
    const spinning = cars.filter((car) => car.spin_images.length > 0);
    expect(spinning.length / cars.length).toBeGreaterThan(0.1);
    expect(spinning.length / cars.length).toBeLessThan(0.2);
    for (const car of spinning) {
      expect(car.spin_images).toHaveLength(36);
      for (const url of car.spin_images) expect(url).toMatch(IMAGE_URL);
      expect(car.spin_code).toMatch(/^SPN[A-Z0-9]{6}$/);
      expect(car.hotspots.exterior.length).toBeGreaterThan(0);
      expect(car.hotspots.exterior.every((hotspot) => hotspot.description && hotspot.positions.length > 0)).toBe(true);
    }
    expect(spinning.some((car) => car.hotspots.interior.length > 0 && car.spin_interior_image !== null)).toBe(true);
  });

  it('has external videos on about 10% and no self-hosted video', () => {
    expect(cars.every((car) => car.video_url === null)).toBe(true);
    const share = shareOf(cars, (car) => car.external_video_url !== null);
    expect(share).toBeGreaterThan(0.06);
    expect(share).toBeLessThan(0.14);
    expect(cars.find((car) => car.external_video_url)?.external_video_url).toMatch(
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
    );
  });

  it('has history reports on some used cars only', () => {
    expect(used.some((car) => car.file !== null)).toBe(true);
    expect(cars.filter((car) => car.file !== null).every((car) => car.car_type === 'used')).toBe(true);
  });
});

describe('location and specifications', () => {
  it('places each car at a sales location of its own dealership, with consistent copies', () => {
    for (const car of cars) {
      const location = locationsById.get(car.location_id);
      expect(location?.location_type).toBe('sales');
      expect(location?.dealership_id).toBe(car.dealership_id);
      expect(car.dealership_slug).toBe(dealershipsById.get(car.dealership_id)?.slug);
      expect(car.location_name).toBe(location?.name);
      expect(car.city).toBe(location?.address.city);
      expect(car.state).toBe(location?.address.state);
      expect(car.location.id).toBe(car.location_id);
      expect(car.location.address.postcode).toBe(location?.address.postcode);
    }
  });

  it('shows motorcycles and trucks at the yards that sell them', () => {
    const yards = countBy(
      cars.filter((car) => car.item_type === 'motorcycle' || car.item_type === 'truck'),
      (car) => `${car.item_type}@${car.location_name}`,
    );
    expect(Object.keys(yards).sort()).toEqual([
      'motorcycle@Redgum Motorcycles Prospect',
      'truck@Redgum Trucks Wingfield',
    ]);
  });

  it('fills 5 to 20 standard equipment items and the body fields', () => {
    const bodies = new Set(cars.map((car) => car.simple_body));
    for (const body of [
      'Sedan',
      'Hatch',
      'SUV',
      'Ute',
      'Van',
      'Coupe',
      'People Mover',
      'Motorcycle',
      'Truck',
      'Caravan',
    ]) {
      expect(bodies).toContain(body);
    }
    for (const car of cars) {
      expect(car.standardEquipment.length).toBeGreaterThanOrEqual(5);
      expect(car.standardEquipment.length).toBeLessThanOrEqual(20);
      expect(new Set(car.standardEquipment).size).toBe(car.standardEquipment.length);
      expect(car.variant === null).toBe(car.item_type === 'caravan');
      expect(car.specifications === null).toBe(car.item_type !== 'caravan');
    }
  });
});

describe('where each car is', () => {
  it("carries its location's coordinates, which the car page's map pins", () => {
    const unpinned = cars.filter((car) => {
      const location = locationsById.get(car.location_id);
      return car.location.address.lat !== location?.address.lat || car.location.address.long !== location?.address.long;
    });
    expect(unpinned.map((car) => car.slug)).toEqual([]);
    expect(cars.every((car) => typeof car.location.address.lat === 'number')).toBe(true);
  });
});
