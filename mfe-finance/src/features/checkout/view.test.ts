import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import { describe, expect, it } from 'vitest';
import { toCheckoutPageData } from './view';

const RESERVE = FragmentSiteSettingsSchema.parse({ features: { reserve: true } });
const BUY_ONLINE = FragmentSiteSettingsSchema.parse({ features: { buyOnline: true } });
const reservableCar = (overrides: Parameters<typeof sampleCar>[0] = {}) =>
  sampleCar({ payment_processors: ['stripe'], reserved: false, tag: null, reserveAmount: null, ...overrides });

describe('toCheckoutPageData', () => {
  it('takes the $200 default deposit and signs in back to the checkout (spec: 001 §9, §6)', () => {
    const data = toCheckoutPageData({ car: reservableCar({ slug: '2021-toyota-hilux-42' }) }, RESERVE);
    expect(data.availability).toBe('reservable');
    expect(data.amount).toBe(200);
    expect(data.amountLabel).toBe('$200');
    expect(data.buyOnline).toBe(false);
    expect(data.signInHref).toBe(
      '/sign-in?type=checkout&redirect=%2Fcars%2F2021-toyota-hilux-42%2Fcheckout&back=%2Fcars%2F2021-toyota-hilux-42',
    );
  });

  it('shows a car priced on enquiry as its page does, "Enquire" (never "$0"), and does not reserve it (issue 26)', () => {
    const data = toCheckoutPageData({ car: reservableCar({ price: 0 }) }, RESERVE);
    expect(data.car.price).toBe('Enquire');
    expect(data.availability).toBe('unavailable');
    expect(toCheckoutPageData({ car: reservableCar({ price: 35_990 }) }, RESERVE).car.price).toBe('$35,990');
  });

  it('offers a car with a $0 deposit, with a blank amount (spec: 001 §9 "blank when $0")', () => {
    const free = toCheckoutPageData({ car: reservableCar({ reserveAmount: 0 }) }, RESERVE);
    expect([free.availability, free.amount, free.amountLabel]).toEqual(['reservable', 0, '']);
  });

  it('comes back to /buy-online on a site using that variant', () => {
    const data = toCheckoutPageData(
      { car: reservableCar({ slug: '2021-toyota-hilux-42', reserveAmount: 1000 }) },
      BUY_ONLINE,
    );
    expect(data.amountLabel).toBe('$1,000');
    expect(data.signInHref).toContain('redirect=%2Fcars%2F2021-toyota-hilux-42%2Fbuy-online');
  });

  it('does not offer a Test Drive Only car, a sold car or a site without checkout', () => {
    expect(toCheckoutPageData({ car: reservableCar({ tag: 'Test Drive Only' }) }, RESERVE).availability).toBe(
      'test-drive-only',
    );
    expect(toCheckoutPageData({ car: reservableCar({ status: 'sold' }) }, RESERVE).availability).toBe('unavailable');
    const off = FragmentSiteSettingsSchema.parse({});
    expect(toCheckoutPageData({ car: reservableCar() }, off).availability).toBe('unavailable');
    expect(toCheckoutPageData({ car: reservableCar({ reserved: true }) }, off).availability).toBe('unavailable');
  });

  it('says a car another shopper holds is taken, however long ago (issue 24 item 11)', () => {
    expect(toCheckoutPageData({ car: reservableCar({ reserved: true }) }, RESERVE).availability).toBe('taken');
  });
});
