import { describe, expect, it } from 'vitest';
import { DEALERSHIP_PLANS } from './dealerships';
import { demoData, TEST_TODAY } from './testing';

const data = demoData();
const planById = new Map(DEALERSHIP_PLANS.map((plan, index) => [index + 1, plan]));

describe('offers', () => {
  it('number 10 to 20 per dealer group', () => {
    for (const tenant of data.tenants) {
      const offers = data.offers.filter((offer) => planById.get(offer.dealership_id)?.tenant === tenant.slug);
      expect(offers.length, tenant.slug).toBeGreaterThanOrEqual(10);
      expect(offers.length, tenant.slug).toBeLessThanOrEqual(20);
    }
  });

  it('are on makes the dealership sells new', () => {
    for (const offer of data.offers) {
      const plan = planById.get(offer.dealership_id);
      const makes = plan?.make ? [plan.make] : (plan?.stock.newMakes ?? []);
      expect(makes).toContain(offer.manufacturer.name);
    }
  });

  it('mix categories, with finance offers among them', () => {
    const categories = new Set(data.offers.map((offer) => offer.category));
    expect(categories).toContain('Finance offer');
    expect(categories.size).toBeGreaterThanOrEqual(4);
  });

  it('have long descriptions and disclaimers on some, to exercise truncation', () => {
    expect(data.offers.some((offer) => offer.description.length > 160)).toBe(true);
    expect(data.offers.some((offer) => offer.description.length <= 160)).toBe(true);
    expect(data.offers.some((offer) => offer.disclaimer.length > 200)).toBe(true);
    expect(data.offers.some((offer) => offer.disclaimer.length <= 200)).toBe(true);
    for (const offer of data.offers) expect(offer.sanitized_description).not.toMatch(/<[^>]+>/);
  });

  it('exclude a site on a few, and mostly run past today', () => {
    const excluded = data.offers.filter((offer) => offer.excluded_website_ids.length > 0);
    expect(excluded.length).toBeGreaterThan(0);
    expect(excluded.length).toBeLessThan(data.offers.length / 3);
    const current = data.offers.filter((offer) => offer.expires_at === null || offer.expires_at >= TEST_TODAY);
    expect(current.length / data.offers.length).toBeGreaterThan(0.85);
  });

  it('give every site an ended offer, one not begun and one excluded, beside running ones', () => {
    for (const tenant of data.tenants) {
      const offers = data.offers.filter((offer) => planById.get(offer.dealership_id)?.tenant === tenant.slug);
      const ended = offers.filter((offer) => offer.expires_at !== null && offer.expires_at < TEST_TODAY);
      const notBegun = offers.filter((offer) => offer.starts_at !== null && offer.starts_at > TEST_TODAY);
      const excluded = offers.filter((offer) => offer.excluded_website_ids.includes(tenant.websiteId));
      expect(ended.length, tenant.slug).toBeGreaterThan(0);
      expect(notBegun.length, tenant.slug).toBeGreaterThan(0);
      expect(excluded.length, tenant.slug).toBeGreaterThan(0);
      expect(offers.length - ended.length - notBegun.length - excluded.length, tenant.slug).toBeGreaterThan(5);
    }
  });
});
