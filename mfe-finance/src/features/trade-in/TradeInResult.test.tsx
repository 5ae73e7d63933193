import type { TradeInAnswer } from '@forecourt/shared/trade-in/api';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TradeInResult } from './TradeInResult';
import { toTradeInPageData } from './view';

// The valuation and its Accept offer form as the server renders them (issue 24 item 10): the form posted
// without JavaScript carries the link's token, the one proof besides the session that this browser asked.

const TOKEN = `1767225600000.${'ab'.repeat(32)}`;
const VALUED: TradeInAnswer = {
  lead_id: '5f0c8d2e-1111-4222-8333-444455556666',
  outcome: {
    status: 'valued',
    vehicle: { year: 2022, make: 'Toyota', model: 'Corolla', variant: null },
    market_value: 21_000,
    adjustments: [],
    range: { low: 19_000, high: 22_000 },
    offer: 20_000,
    accepted_at: null,
  },
};

describe('the valuation page after a form posted without JavaScript', () => {
  it('keeps the link’s token with the valuation it came back with, and only a token in shape', () => {
    const load = { car: null, valuation: VALUED, dealerships: [] };
    const page = (query: Record<string, string>) => toTradeInPageData(load, query, 0).valuation;
    expect(page({ lead_id: VALUED.lead_id, accept_token: TOKEN })?.accept_token).toBe(TOKEN);
    expect(page({ lead_id: VALUED.lead_id })?.accept_token).toBeUndefined();
    expect(page({ lead_id: VALUED.lead_id, accept_token: '"><script>' })?.accept_token).toBeUndefined();
    expect(
      toTradeInPageData({ car: null, valuation: null, dealerships: [] }, { accept_token: TOKEN }, 0).valuation,
    ).toBeNull();
  });

  it('posts the token with the Accept offer form, as a hidden field', () => {
    const html = renderToStaticMarkup(<TradeInResult answer={{ ...VALUED, accept_token: TOKEN }} />);
    expect(html).toContain(`action="/api/trade-in/${VALUED.lead_id}/accept"`);
    expect(html).toMatch(new RegExp(`<input type="hidden" name="accept_token" value="${TOKEN}"/>`));
    const signedIn = renderToStaticMarkup(<TradeInResult answer={VALUED} />);
    expect(signedIn).not.toContain('accept_token');
  });
});
