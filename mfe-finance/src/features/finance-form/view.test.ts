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
    const load = { car: null, featured: [] };
    expect(toFinancePageData(load, {}, settings('1300 975 711')).enquiryPhone).toBe('1300 975 711');
    expect(toFinancePageData(load, {}, settings(null)).enquiryPhone).toBe('02 9000 0000');
  });
});
