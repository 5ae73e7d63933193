import { describe, expect, it } from 'vitest';
import { alertsInWords, SaveSearchRequestSchema, saveSearchHref, searchAddressOf } from './saved-searches';

describe('searchAddressOf', () => {
  it('keeps a search path of the site and its query (sorted, without the page)', () => {
    expect(searchAddressOf('/search/used-cars/toyota?sortBy=price_asc&page=3&range%5Bprice%5D=0%3A40000')).toBe(
      '/search/used-cars/toyota?range%5Bprice%5D=0%3A40000&sortBy=price_asc',
    );
    expect(searchAddressOf('/used-car')).toBe('/used-car');
  });

  it('refuses anything else: another host, another page, a path that is no slug', () => {
    for (const value of [
      'https://evil.example/search',
      '//evil.example/search',
      '/cars/x',
      '/searching',
      '/search/A B',
      '',
    ]) {
      expect(searchAddressOf(value), value).toBeNull();
    }
  });
});

describe('SaveSearchRequestSchema', () => {
  it("reads a form's checkboxes and defaults", () => {
    const parsed = SaveSearchRequestSchema.parse({ name: ' Utes ', search: '/search/ute', new_cars: '1' });
    expect(parsed).toEqual({
      name: 'Utes',
      search: '/search/ute',
      new_cars: true,
      price_drops: false,
      channel: 'sms',
      frequency: 'daily',
    });
  });

  it('wants an e-mail address for e-mail alerts, and plain text in the name', () => {
    expect(
      SaveSearchRequestSchema.safeParse({ name: 'a', search: '/search', new_cars: true, channel: 'email' }).success,
    ).toBe(false);
    expect(SaveSearchRequestSchema.safeParse({ name: 'a\u202e', search: '/search' }).success).toBe(false);
    expect(
      SaveSearchRequestSchema.safeParse({
        name: 'a',
        search: '/search',
        new_cars: true,
        channel: 'email',
        email: 'sam@example.com',
      }).success,
    ).toBe(true);
  });
});

describe('words and links', () => {
  it('says the alerts in words and links to the save page with the search', () => {
    const alerts = {
      newCars: true,
      priceDrops: true,
      channel: 'sms' as const,
      frequency: 'daily' as const,
      stopped: false,
    };
    expect(alertsInWords(alerts)).toBe('New cars and price drops, by SMS, daily');
    expect(alertsInWords({ ...alerts, stopped: true })).toBe('Alerts stopped');
    expect(alertsInWords({ ...alerts, newCars: false, priceDrops: false })).toBe('No alerts');
    expect(saveSearchHref('/search?sortBy=price_asc')).toBe(
      '/my-garage/saved-searches/new?search=%2Fsearch%3FsortBy%3Dprice_asc',
    );
  });
});
