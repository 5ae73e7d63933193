import { parseDay } from '@forecourt/demo/seed/dates';
import { buildTenants } from '@forecourt/demo/seed/tenants';
import { fragmentSiteSettingsOf, type TenantConfig } from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { BudgetFinder } from './BudgetFinder';
import { toBudgetFinderData } from './view';

// The finder's button below the cheapest car (spec: 001 §4 "Budget button: disabled, grey, reading
// '0 {carType}s Found' when the budget is below the minimum price in the results"), from the stock search's
// answer as the loader gets it: six cars priced $0 leave the price statistics' minimum at 0 (issue 26).

const answer = (cheapest: number) => ({
  count: 30,
  hits: [{ price: cheapest }],
  facets: { body: [{ value: 'SUV', count: 12 }] },
  facetStats: { price: { min: 0, max: 120_000 } },
});

describe('BudgetFinder', () => {
  it("reads '0 Cars Found', disabled and grey, when the default $38,000 budget is below the cheapest car", () => {
    const html = renderToStaticMarkup(<BudgetFinder {...toBudgetFinderData(answer(39_990))} />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>0 Cars Found<\/button>/);
    expect(html).toMatch(/<button[^>]*class="[^"]*disabled:fc-bg_border[^"]*"[^>]*>0 Cars Found</);
    expect(html).toContain('Budget too low: No Cars found for this budget');
  });

  it('links to the stock in range when the budget reaches the cheapest car', () => {
    const html = renderToStaticMarkup(<BudgetFinder {...toBudgetFinderData(answer(12_990))} />);
    expect(html).toContain('View Cars In This Range');
    expect(html).not.toContain('0 Cars Found');
  });

  it('offers the $5,000 to $70,000 quick picks by default', () => {
    const html = renderToStaticMarkup(<BudgetFinder {...toBudgetFinderData(answer(12_990))} />);
    expect(quickPicks(html)).toEqual(['$5,000', '$10,000', '$20,000', '$30,000', '$50,000', '$70,000']);
  });

  it("offers the $300,000 to $800,000 quick picks on the site of that variant (the demo's redgum)", () => {
    const redgum = buildTenants(parseDay('2026-11-22')).find((tenant) => tenant.slug === 'redgum') as TenantConfig;
    const { budgetFinder } = fragmentSiteSettingsOf(redgum);
    const html = renderToStaticMarkup(<BudgetFinder {...toBudgetFinderData(answer(12_990), budgetFinder)} />);
    expect(quickPicks(html)).toEqual(['$300,000', '$400,000', '$500,000', '$600,000', '$700,000', '$800,000']);
  });
});

/** The quick-pick buttons' labels, in order. */
function quickPicks(html: string): string[] {
  const picks = html.match(/<fieldset[^>]*aria-label="Quick deposit picks"[^>]*>(.*?)<\/fieldset>/)?.[1] ?? '';
  return [...picks.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1] as string);
}
