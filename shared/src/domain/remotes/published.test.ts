import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CarSlugSchema } from '../schemas/slug';
import { defineRemote } from './declaration';
import { PublishedDeclarationSchema, paramRulesOf, paramsMeetingRules, publishedDeclarationOf } from './published';

describe('paramRulesOf', () => {
  it('keeps an enum, the lengths and a pattern with its flags', () => {
    const rules = paramRulesOf(z.object({ slug: CarSlugSchema, via: z.enum(['a', 'b']), page: z.string().optional() }));
    expect(rules.required).toEqual(['slug', 'via']);
    expect(rules.properties.slug).toEqual({
      minLength: 1,
      maxLength: 200,
      pattern: '^[a-z0-9][a-z0-9_-]*$',
      flags: 'i',
    });
    expect(rules.properties.via).toEqual({ enum: ['a', 'b'] });
  });

  it('refuses a param that is not a string, so the build fails rather than the gateway', () => {
    expect(() => paramRulesOf(z.object({ n: z.number() }))).toThrow(/must be a string/);
  });
});

describe('paramsMeetingRules', () => {
  const rules = paramRulesOf(z.object({ slug: CarSlugSchema, via: z.enum(['a', 'b']).optional() }));

  it('accepts params within their rules, the pattern case-insensitive as declared', () => {
    expect(paramsMeetingRules(rules, { slug: 'Toyota-Hilux-1' })).toEqual({ slug: 'Toyota-Hilux-1' });
    expect(paramsMeetingRules(rules, { slug: 'x', via: 'b' })).toEqual({ slug: 'x', via: 'b' });
  });

  it('refuses a missing, unknown, too long, off-pattern or off-enum param', () => {
    expect(paramsMeetingRules(rules, {})).toBeNull();
    expect(paramsMeetingRules(rules, { slug: 'x', other: 'y' })).toBeNull();
    expect(paramsMeetingRules(rules, { slug: 'x'.repeat(201) })).toBeNull();
    expect(paramsMeetingRules(rules, { slug: 'a b' })).toBeNull();
    expect(paramsMeetingRules(rules, { slug: 'x', via: 'c' })).toBeNull();
  });
});

describe('publishedDeclarationOf', () => {
  it('writes a declaration as data the registry schema reads back unchanged', () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.2.3',
      exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
      fragments: { OffersPage: { island: true, hydrate: 'visible' } },
      pages: [
        {
          path: '/offers/:slug',
          title: 'Offers',
          params: z.object({ slug: CarSlugSchema }),
          fragments: [
            { fragment: 'OffersPage', primary: true },
            { fragment: 'FinanceCalculator', primary: false, remote: 'mfe_finance' },
          ],
        },
      ],
      api: {
        prefixes: ['/api/offers'],
        budgets: [{ method: 'POST', path: '/api/offers/:id/enquire', routeClass: 'leads' }],
      },
    });
    const published = publishedDeclarationOf(remote);
    expect(JSON.parse(JSON.stringify(published))).toEqual(published);
    expect(PublishedDeclarationSchema.parse(published)).toEqual(published);
    expect(published.pages[0]?.fragments[1]).toEqual({
      fragment: 'FinanceCalculator',
      primary: false,
      remote: 'mfe_finance',
    });
    expect(published.api.budgets[0]?.routeClass).toBe('leads');
  });

  it("refuses a registry whose shopper's own page lies outside every site's gates", () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: {},
      fragments: { Receipt: { island: false } },
      pages: [
        {
          path: '/online-payment/:id',
          title: 'Receipt',
          params: z.object({ id: z.string() }),
          shopper: true,
          fragments: [{ fragment: 'Receipt', primary: true }],
        },
      ],
    });
    const published = publishedDeclarationOf(remote);
    expect(PublishedDeclarationSchema.safeParse(published).success).toBe(true);
    const moved = { ...published, pages: published.pages.map((page) => ({ ...page, path: '/offers/:id' })) };
    expect(PublishedDeclarationSchema.safeParse(moved).error?.issues[0]?.path).toEqual(['pages', 0, 'shopper']);
  });

  it("carries a dealer's page, and refuses a registry that moves it out of the dealer's area or lets a page in unmarked", () => {
    const remote = defineRemote({
      name: 'mfe_offers',
      version: '1.0.0',
      exposes: {},
      fragments: { Stock: { island: false } },
      pages: [
        {
          path: '/dealer/stock',
          title: 'Stock',
          params: z.object({}),
          dealer: true,
          fragments: [{ fragment: 'Stock', primary: true }],
        },
      ],
    });
    const published = publishedDeclarationOf(remote);
    expect(published.pages[0]?.dealer).toBe(true);
    expect(PublishedDeclarationSchema.safeParse(published).success).toBe(true);
    const moved = { ...published, pages: published.pages.map((page) => ({ ...page, path: '/stock' })) };
    expect(PublishedDeclarationSchema.safeParse(moved).error?.issues[0]?.path).toEqual(['pages', 0, 'dealer']);
    const unmarked = { ...published, pages: published.pages.map(({ dealer: _, ...page }) => page) };
    expect(PublishedDeclarationSchema.safeParse(unmarked).error?.issues[0]?.path).toEqual(['pages', 0, 'dealer']);
  });
});
