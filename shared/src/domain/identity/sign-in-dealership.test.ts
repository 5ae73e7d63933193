import { describe, expect, it } from 'vitest';
import { signInDealership } from './sign-in-dealership';

describe('signInDealership', () => {
  it("keeps one of the site's dealerships", () => {
    expect(signInDealership('b', ['a', 'b'])).toEqual({ ok: true, slug: 'b' });
  });

  it("defaults to the site's only dealership, and to none on a group site", () => {
    expect(signInDealership(undefined, ['a'])).toEqual({ ok: true, slug: 'a' });
    expect(signInDealership(undefined, ['a', 'b'])).toEqual({ ok: true, slug: null });
  });

  it("refuses another site's dealership", () => {
    expect(signInDealership('c', ['a', 'b'])).toEqual({ ok: false, message: 'Please choose one of our dealerships.' });
  });
});
