import { describe, expect, it } from 'vitest';
import { TenantConfigSchema } from '../schemas/tenant';
import { absoluteSiteUrl, siteOrigin } from './site-url';

const own = { canonicalOrigin: 'https://www.harbourcity.com.au' };
const none = { canonicalOrigin: null };

describe('siteOrigin', () => {
  it("is the site's canonical origin, else the request's", () => {
    expect(siteOrigin(own, 'http://localhost:8787')).toBe('https://www.harbourcity.com.au');
    expect(siteOrigin(none, 'http://sunvalley.localhost:8787')).toBe('http://sunvalley.localhost:8787');
  });
});

describe('absoluteSiteUrl', () => {
  it('makes a path absolute on the site origin, query kept', () => {
    expect(absoluteSiteUrl(own, 'http://localhost:8787', '/cars/2026-toyota-kluger-gx-8')).toBe(
      'https://www.harbourcity.com.au/cars/2026-toyota-kluger-gx-8',
    );
    expect(absoluteSiteUrl(none, 'https://a.example', '/search/used-cars?page=2')).toBe(
      'https://a.example/search/used-cars?page=2',
    );
  });
  it('leaves an absolute URL as it is', () => {
    expect(absoluteSiteUrl(own, 'http://x', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});

describe('TenantConfigSchema canonicalOrigin', () => {
  const base = TenantConfigSchema.shape.canonicalOrigin;
  it('takes an http(s) origin, defaults to none', () => {
    expect(base.parse(undefined)).toBeNull();
    expect(base.parse('https://www.dealer.com.au')).toBe('https://www.dealer.com.au');
    expect(base.parse('http://harbourcity.localhost:8787')).toBe('http://harbourcity.localhost:8787');
  });
  it('refuses a path, a trailing slash or another scheme', () => {
    for (const bad of [
      'https://www.dealer.com.au/',
      'https://www.dealer.com.au/cars',
      'ftp://dealer.com.au',
      'dealer',
    ]) {
      expect(base.safeParse(bad).success).toBe(false);
    }
  });
});
