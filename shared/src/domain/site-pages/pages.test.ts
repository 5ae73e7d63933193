import { describe, expect, it } from 'vitest';
import {
  SITE_PAGE_KEYS,
  SITE_PAGE_PATHS,
  SitePageSchema,
  SitePagesSchema,
  sitePageOutcome,
  sitePagePath,
} from './pages';

const page = SitePageSchema.parse({ title: 'About us', description: 'Who we are.' });

describe('site pages', () => {
  it('gives every page key a path, the warranty page two', () => {
    expect(new Set(Object.values(SITE_PAGE_PATHS))).toEqual(new Set(SITE_PAGE_KEYS));
    expect(SITE_PAGE_PATHS['/pages/warranty']).toBe('warranty');
    expect(sitePagePath('warranty')).toBe('/warranty');
    expect(sitePagePath('electric-vehicles')).toBe('/pages/electric-vehicles');
  });

  it('shows a page that is on', () => {
    expect(sitePageOutcome({ 'about-us': page }, 'about-us')).toEqual({ kind: 'page', page });
  });

  it('redirects a page the dealer switched off to its target, and one never written home', () => {
    const off = { ...page, enabled: false, redirectTo: '/search' };
    expect(sitePageOutcome({ eofy: off }, 'eofy')).toEqual({ kind: 'redirect', to: '/search' });
    expect(sitePageOutcome({}, 'fleet')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('refuses a redirect or action off the site', () => {
    expect(SitePageSchema.safeParse({ ...page, redirectTo: '//evil.example' }).success).toBe(false);
    expect(SitePageSchema.safeParse({ ...page, actions: [{ label: 'x', href: 'https://evil.example' }] }).success).toBe(
      false,
    );
    expect(SitePagesSchema.safeParse({ unknown: page }).success).toBe(false);
  });
});
