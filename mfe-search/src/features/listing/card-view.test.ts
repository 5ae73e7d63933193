import { FeatureFlagsSchema } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { NOW, sampleCard } from '../../test-fixtures';
import { type CardSettings, cardButtonHref, toCardView } from './card-view';

const settings = (features: Record<string, unknown> = {}): CardSettings => ({
  features: FeatureFlagsSchema.parse({ finance: true, ...features }),
  justArrivedDays: 8,
  soldTagText: 'JUST SOLD',
  financeLink: '/finance',
});

describe('toCardView', () => {
  it('formats an in-stock car: title, variant, price, specs and the card actions', () => {
    const view = toCardView(sampleCard(), settings(), NOW);
    expect(view).toMatchObject({
      id: 4021,
      title: '2021 Toyota HiLux',
      variant: 'SR5',
      href: '/cars/2021-toyota-hilux-sr5-4021',
      image: { src: '/media/v1/car/ute/white/ext-1.svg', alt: '2021 Toyota HiLux' },
      location: 'Harbour City Toyota Wynnum',
      tag: null,
      price: { amount: '$52,990', type: 'Drive Away', was: '$55,990', subscription: null },
      sold: false,
      soldMessage: null,
      favourite: true,
      compare: true,
      saved: { id: 4021, slug: '2021-toyota-hilux-sr5-4021', make: 'Toyota', model: 'HiLux' },
    });
    expect(view.specs).toEqual([
      { label: 'Condition', value: 'Used' },
      { label: 'Odometer', value: '48,213 km' },
      { label: 'Transmission', value: 'Automatic' },
      { label: 'Body', value: 'Ute' },
      { label: 'Fuel Type', value: 'Diesel' },
    ]);
    expect(view.buttons.map((button) => button.label)).toEqual([
      'View Details',
      'Get Finance',
      'Enquire',
      'Book a Test Drive',
    ]);
  });

  it('shows a sold car with its sold tag, the message and only Find Me Something Similar', () => {
    const view = toCardView(sampleCard({ status: 'sold' }), settings(), NOW);
    expect(view).toMatchObject({
      sold: true,
      soldMessage: 'Like this and want something similar?',
      specs: [],
      tag: { label: 'JUST SOLD', tone: 'danger' },
      favourite: false,
      compare: false,
    });
    expect(view.buttons).toEqual([
      {
        kind: 'find-similar',
        label: 'Find Me Something Similar',
        href: '/cars/2021-toyota-hilux-sr5-4021#find-similar',
      },
    ]);
  });

  it('tags by priority: reserved before the car’s own tag, just arrived within the site’s days', () => {
    expect(toCardView(sampleCard({ reserved: true, tag: 'Sale' }), settings(), NOW).tag?.label).toBe('Reserved');
    expect(toCardView(sampleCard({ tag: 'Sale' }), settings(), NOW).tag).toEqual({ label: 'Sale', tone: 'danger' });
    const fresh = sampleCard({ created_at: '2026-11-20T00:00:00.000Z' });
    expect(toCardView(fresh, settings(), NOW).tag?.label).toBe('Just Arrived');
    expect(toCardView(fresh, { ...settings(), justArrivedDays: 1 }, NOW).tag).toBeNull();
  });

  it('tags hybrid fuel from the card’s fuel where the site enables it', () => {
    const hybrid = sampleCard({ fuel: 'Hybrid' });
    expect(toCardView(hybrid, settings({ electricHybridTag: true }), NOW).tag?.label).toBe('Hybrid');
    expect(toCardView(hybrid, settings(), NOW).tag).toBeNull();
  });

  it('hides favourite and compare where storage is off or the car fails the used-only rule', () => {
    expect(toCardView(sampleCard(), settings({ favouritesStorage: false }), NOW)).toMatchObject({
      favourite: false,
      compare: true,
    });
    const usedOnly = settings({ favouritesUsedOnly: true });
    expect(toCardView(sampleCard({ car_type: 'new' }), usedOnly, NOW).favourite).toBe(false);
    expect(toCardView(sampleCard({ price: 0 }), usedOnly, NOW).favourite).toBe(false);
    expect(toCardView(sampleCard({ primary_image_url: null }), usedOnly, NOW).favourite).toBe(false);
    expect(toCardView(sampleCard(), usedOnly, NOW).favourite).toBe(true);
  });

  it('offers Book a Test Drive in finance’s place for a Test Drive Only car', () => {
    const view = toCardView(sampleCard({ tag: 'Test Drive Only' }), settings(), NOW);
    expect(view.buttons.map((button) => button.kind)).toEqual(['view-details', 'test-drive', 'enquire']);
  });

  it('offers no Book a Test Drive for a coming_soon car of a dealership whose overrides remove it (spec: 001 §4)', () => {
    const hiding = {
      ...settings(),
      dealershipOverrides: { 'harbour-city-toyota': { comingSoonHidesTestDrive: true } },
    };
    const kinds = (card: ReturnType<typeof sampleCard>, cardSettings: CardSettings) =>
      toCardView(card, cardSettings, NOW).buttons.map((button) => button.kind);
    expect(kinds(sampleCard({ status: 'coming_soon' }), hiding)).toEqual(['view-details', 'finance', 'enquire']);
    expect(kinds(sampleCard(), hiding)).toContain('test-drive');
    expect(kinds(sampleCard({ status: 'coming_soon', dealership_slug: 'harbour-city-kia' }), hiding)).toContain(
      'test-drive',
    );
    expect(kinds(sampleCard({ status: 'coming_soon' }), settings())).toContain('test-drive');
  });

  it('offers Reserve this Car, or Buy Online, for a car with a payment processor on a site with checkout (spec: 001 §2, §4)', () => {
    const reservable = sampleCard({ has_payment_processor: true });
    expect(toCardView(reservable, settings({ reserve: true }), NOW).buttons.at(-1)).toEqual({
      kind: 'reserve',
      label: 'Reserve this Car',
      href: '/cars/2021-toyota-hilux-sr5-4021/checkout',
    });
    expect(toCardView(reservable, settings({ buyOnline: true }), NOW).buttons.at(-1)).toEqual({
      kind: 'buy-online',
      label: 'Buy Online',
      href: '/cars/2021-toyota-hilux-sr5-4021/buy-online',
    });
  });

  it('offers neither without a payment processor, on a site without checkout, or for a Test Drive Only car', () => {
    const kinds = (card: ReturnType<typeof sampleCard>, features: Record<string, unknown>) =>
      toCardView(card, settings(features), NOW).buttons.map((button) => button.kind);
    const noCheckout = ['view-details', 'finance', 'enquire', 'test-drive'];
    expect(kinds(sampleCard(), { reserve: true, buyOnline: true })).toEqual(noCheckout);
    expect(kinds(sampleCard({ has_payment_processor: true }), {})).toEqual(noCheckout);
    expect(kinds(sampleCard({ has_payment_processor: true, tag: 'Test Drive Only' }), { reserve: true })).toEqual([
      'view-details',
      'test-drive',
      'enquire',
    ]);
  });

  it('reads a price of 0 as Enquire, a card without a photo as no image, and no badge or series as no variant', () => {
    const view = toCardView(sampleCard({ price: 0, primary_image_url: null, badge: null }), settings(), NOW);
    expect(view.price.amount).toBe('Enquire');
    expect(view.image).toBeNull();
    expect(view.variant).toBeNull();
  });
});

describe('cardButtonHref', () => {
  const card = sampleCard();
  it.each([
    ['view-details', '/cars/2021-toyota-hilux-sr5-4021'],
    ['enquire', '/cars/2021-toyota-hilux-sr5-4021#enquire'],
    ['test-drive', '/cars/2021-toyota-hilux-sr5-4021#test-drive'],
    ['reserve', '/cars/2021-toyota-hilux-sr5-4021/checkout'],
    ['buy-online', '/cars/2021-toyota-hilux-sr5-4021/buy-online'],
    ['find-similar', '/cars/2021-toyota-hilux-sr5-4021#find-similar'],
  ] as const)('%s → %s', (kind, href) => {
    expect(cardButtonHref(kind, card, '/finance')).toBe(href);
  });

  it('takes finance to the site’s finance page with the car', () => {
    expect(cardButtonHref('finance', card, '/car-finance')).toBe(
      '/car-finance?car_id=4021&car_type=used&preferredDealership=harbour-city-toyota&vehiclePriceBudget=52990#finance-form',
    );
    expect(cardButtonHref('finance', { ...card, price: 0 }, null)).toBe(
      '/finance?car_id=4021&car_type=used&preferredDealership=harbour-city-toyota#finance-form',
    );
  });
});
