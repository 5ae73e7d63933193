import { SITE_PAGE_KEYS, SitePagesSchema } from '@forecourt/shared/site-pages/pages';
import { describe, expect, it } from 'vitest';
import { parseDay } from './dates';
import { sitePageKvEntries } from './site-pages';
import { buildTenants } from './tenants';

const tenants = buildTenants(parseDay('2026-11-22'));
const pagesOf = (slug: string) => {
  const entry = sitePageKvEntries({ tenants }).find((candidate) => candidate.key === `pages:${slug}`);
  if (!entry) throw new Error(`no pages for ${slug}`);
  return SitePagesSchema.parse(JSON.parse(entry.value));
};

describe('the demo sites’ pages', () => {
  it('gives every site every page, valid as the gateway reads it', () => {
    for (const tenant of tenants) expect(Object.keys(pagesOf(tenant.slug)).sort()).toEqual([...SITE_PAGE_KEYS].sort());
  });

  it('states the privacy times and each dealer’s warranty', () => {
    const privacy = JSON.stringify(pagesOf('harbourcity')['privacy-policy']);
    expect(privacy).toContain('within 7 days');
    expect(JSON.stringify(pagesOf('harbourcity').warranty)).toContain('7 year warranty');
    expect(JSON.stringify(pagesOf('redgum').warranty)).toContain('5 year warranty');
    expect(JSON.stringify(pagesOf('sunvalley').warranty)).not.toContain('new cars');
  });

  it('switches pages off where a dealer has, each with a target', () => {
    expect(pagesOf('sunvalley')['electric-vehicles']).toMatchObject({
      enabled: false,
      redirectTo: '/search/used-cars',
    });
    expect(pagesOf('redgum').eofy).toMatchObject({ enabled: false, redirectTo: '/search' });
    expect(pagesOf('harbourcity').eofy?.enabled).toBe(true);
  });

  it('collapses the service FAQ closed and remembers the warranty’s parts, on every site', () => {
    for (const tenant of tenants) {
      const pages = pagesOf(tenant.slug);
      const faq = pages.service?.sections.filter((section) => section.collapse) ?? [];
      expect(faq.length, tenant.slug).toBeGreaterThanOrEqual(3);
      for (const question of faq) expect(question.collapse).toEqual({ open: false, remember: false });
      expect(pages.warranty?.sections.map((section) => [section.heading, section.collapse])).toEqual([
        ['Your warranty', { open: true, remember: true }],
        ['Making a claim', { open: false, remember: true }],
      ]);
    }
  });
});
