import { CHECKOUT_MESSAGES } from '@forecourt/shared/checkout/rules';
import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { sampleCar } from '@forecourt/shared/testing/sample-car';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { CarNotFound } from './CarNotFound';
import { CheckoutPage } from './CheckoutPage';
import { toCheckoutPageData } from './view';

const RESERVE = FragmentSiteSettingsSchema.parse({ features: { reserve: true } });
const render = (overrides: Parameters<typeof sampleCar>[0]) =>
  renderToStaticMarkup(
    <CheckoutPage
      {...toCheckoutPageData(
        { car: sampleCar({ payment_processors: ['stripe'], tag: null, reserveAmount: null, ...overrides }) },
        RESERVE,
      )}
    />,
  );

describe('CheckoutPage', () => {
  it("tells a shopper who comes to a car another shopper holds what a race's loser is told (issue 24 item 11)", () => {
    const html = render({ reserved: true });
    expect(html).toContain(CHECKOUT_MESSAGES.taken);
    expect(html).not.toContain(CHECKOUT_MESSAGES.notReservable);
  });

  it('draws the accepted payment methods as the footer does: an image each, named by its method (spec: 001 §2)', () => {
    const html = render({});
    const list = /<ul [^>]*aria-label="Accepted payment methods"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    const names = [...list.matchAll(/<li><svg [^>]*role="img" aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });

  it('says a sold car cannot be reserved online', () => {
    const html = render({ status: 'sold' });
    expect(html).toContain(CHECKOUT_MESSAGES.notReservable);
    expect(html).not.toContain(CHECKOUT_MESSAGES.taken);
  });
});

describe('CarNotFound', () => {
  it("sends the shopper to the site's whole stock search, which every site has (issue 26: a used-only site has no new cars)", () => {
    const html = renderToStaticMarkup(<CarNotFound />);
    expect(html).toMatch(/<a [^>]*href="\/search"[^>]*>Browse our stock<\/a>/);
  });
});
