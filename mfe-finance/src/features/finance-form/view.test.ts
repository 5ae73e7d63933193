import { FragmentSiteSettingsSchema } from '@forecourt/shared/fragment/contract';
import { describe, expect, it } from 'vitest';
import { toFinancePageData } from './view';

// The quote disclaimer's finance-enquiry contact phone (spec: 001 §9 "A finance-enquiry contact phone is shown
// in it"): the site's own when it names one, else the site's default phone (issue 26).

const settings = (enquiryPhone: string | null) =>
  FragmentSiteSettingsSchema.parse({
    phones: { default: '02 9000 0000' },
    financeRules: { provider: 'youx', enquiryPhone },
  });

describe('toFinancePageData: the enquiry phone', () => {
  it("is the site's finance-enquiry phone, else its default phone", () => {
    const load = { car: null, featured: [], dealerships: [] };
    expect(toFinancePageData(load, {}, settings('1300 975 711')).enquiryPhone).toBe('1300 975 711');
    expect(toFinancePageData(load, {}, settings(null)).enquiryPhone).toBe('02 9000 0000');
  });
});

describe('toFinancePageData: the finance wording', () => {
  const load = { car: null, featured: [], dealerships: [] };
  const withRules = (rules: Record<string, unknown>) =>
    FragmentSiteSettingsSchema.parse({ financeRules: { provider: 'youx', ...rules } });

  it('is the spec\'s words unless the site set its own (spec: 001 §1 "finance wording")', () => {
    const plain = toFinancePageData(load, {}, withRules({}));
    expect(plain.wording).toEqual({
      landingHeading: 'Get Finance Now',
      preApproval: 'Instant Finance pre-approval with no impact on your credit score.',
    });
    expect(plain.getFinanceLabel).toBe('Get Finance');
    const own = toFinancePageData(
      load,
      {},
      withRules({ cardButtonLabel: 'Get Pre-Approved', wording: { landingHeading: 'Drive Away Sooner' } }),
    );
    expect(own.wording.landingHeading).toBe('Drive Away Sooner');
    expect(own.wording.preApproval).toBe('Instant Finance pre-approval with no impact on your credit score.');
    expect(own.getFinanceLabel).toBe('Get Pre-Approved');
  });

  it('asks for the postcode unless the site turned it off', () => {
    expect(toFinancePageData(load, {}, withRules({})).askPostcode).toBe(true);
    expect(toFinancePageData(load, {}, withRules({ askPostcode: false })).askPostcode).toBe(false);
  });
});

describe('toFinancePageData: the dealership choice (spec: 000 §5 "dealership select required when the site has several")', () => {
  const load = {
    car: null,
    featured: [],
    dealerships: [
      { slug: 'harbour-city-kia', name: 'Harbour City Kia' },
      { slug: 'harbour-city-toyota', name: 'Harbour City Toyota' },
    ],
  };

  it('offers the dealerships the loader read to a form without a car', () => {
    expect(toFinancePageData(load, {}, settings(null)).dealerships).toEqual([
      { value: 'harbour-city-kia', label: 'Harbour City Kia' },
      { value: 'harbour-city-toyota', label: 'Harbour City Toyota' },
    ]);
  });

  it('asks none when the page names its dealership already', () => {
    const preferred = toFinancePageData(load, { preferredDealership: 'harbour-city-kia' }, settings(null));
    expect(preferred.dealerships).toEqual([]);
    expect(preferred.prefill.dealershipSlug).toBe('harbour-city-kia');
  });
});
