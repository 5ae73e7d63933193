import { describe, expect, it } from 'vitest';
import { DEALER_AREA_PATH, dealerLandingOf, dealerSignInHref, isDealerGated, isDealerPath } from './dealer';

describe("the dealer's area", () => {
  it('is /dealer and every page below it, segment by segment', () => {
    expect(isDealerPath('/dealer')).toBe(true);
    expect(isDealerPath('/dealer/stock/imports/:id')).toBe(true);
    expect(isDealerPath('/dealers')).toBe(false);
    expect(isDealerPath('/cars/dealer')).toBe(false);
  });

  it('is gated except for the way in', () => {
    expect(isDealerGated('/dealer')).toBe(true);
    expect(isDealerGated('/dealer/stock')).toBe(true);
    expect(isDealerGated('/dealer/sign-in')).toBe(false);
    expect(isDealerGated('/dealer/sign-in/')).toBe(false);
    expect(isDealerGated('/offers')).toBe(false);
  });

  it("lands a signed-in dealer on the page asked for, when it is the dealer area's, else on its home", () => {
    expect(dealerLandingOf('/dealer/stock?tab=1')).toBe('/dealer/stock?tab=1');
    expect(dealerLandingOf(undefined)).toBe(DEALER_AREA_PATH);
    expect(dealerLandingOf('/dealer/sign-in')).toBe(DEALER_AREA_PATH);
    expect(dealerLandingOf('/my-garage')).toBe(DEALER_AREA_PATH);
    expect(dealerLandingOf('//evil.example/dealer/stock')).toBe(DEALER_AREA_PATH);
    expect(dealerLandingOf('/\\evil.example/dealer')).toBe(DEALER_AREA_PATH);
    expect(dealerLandingOf('https://evil.example/dealer')).toBe(DEALER_AREA_PATH);
  });

  it('signs in with the way back', () => {
    expect(dealerSignInHref('/dealer/stock?x=1')).toBe('/dealer/sign-in?redirect=%2Fdealer%2Fstock%3Fx%3D1');
  });
});
