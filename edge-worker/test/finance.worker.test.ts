import { env } from 'cloudflare:workers';
import { RELEASE_REGISTRY_KEY } from '@forecourt/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshClient, freshPhone, seedIdentitySites, signIn, testGateway } from './identity-support';
import { testRegistry } from './stand-ins/declarations';

// POST /api/youx/quote and /api/youx/create-customer through the gateway (its proxy, to mfe-finance's real
// Worker: the release registry names it) to the finance partner simulator (spec: 001 §7, §8): the quote, the customer handed over with a redirect to the partner's
// own application page, the verified phone it needs, and each partner fault as the spec's message.

const finance = (path: string, body?: unknown) =>
  fetch(new URL(path, env.FINANCE_API_URL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const quoteBody = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022 };
const customer = (phoneNumber: string) => ({
  data: {
    ...quoteBody,
    phoneNumber,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    subscribe: false,
    postCode: '2000',
  },
  additionalData: { car_id: null, category: 'Finance Enquiry' },
});

describe('/api/youx', () => {
  const gateway = testGateway();
  beforeAll(async () => {
    await seedIdentitySites();
    await env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(testRegistry()));
  });
  beforeEach(async () => {
    await finance('/control', { outage: false });
    await finance('/faults', { delayMs: 0, garbled: 0 });
  });

  it('quotes from the partner: weekly repayment, advertised and comparison rate', async () => {
    const res = await gateway.call('/api/youx/quote', { json: quoteBody, client: freshClient() });
    expect(res.status).toBe(200);
    const quote = (await res.json()) as Record<string, number>;
    expect(quote.weeklyRepaymentAmount).toBeGreaterThan(50);
    expect(quote.comparisonRate).toBeGreaterThan(quote.advertisedRate as number);
    const poor = await gateway.call('/api/youx/quote', {
      json: { ...quoteBody, selfAssessedCreditScore: 'POOR' },
      client: freshClient(),
    });
    expect(((await poor.json()) as Record<string, number>).advertisedRate).toBeGreaterThan(
      quote.advertisedRate as number,
    );
  });

  it('refuses a bad quote request with a 400 naming the field', async () => {
    const res = await gateway.call('/api/youx/quote', {
      json: { ...quoteBody, loanTerm: 9 },
      client: freshClient(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('loanTerm');
  });

  it("answers 'Failed to get YouX quick quote' when the partner is down or garbled", async () => {
    await finance('/control', { outage: true });
    const down = await gateway.call('/api/youx/quote', { json: quoteBody, client: freshClient() });
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toBe('Failed to get YouX quick quote');
    await finance('/control', { outage: false });
    await finance('/faults', { garbled: 1 });
    const garbled = await gateway.call('/api/youx/quote', { json: quoteBody, client: freshClient() });
    expect(((await garbled.json()) as { error: string }).error).toBe('Failed to get YouX quick quote');
  });

  it('hands a verified customer over and answers the partner’s application page', async () => {
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone);
    const res = await gateway.call('/api/youx/create-customer', {
      json: customer(phone),
      cookie,
      client: freshClient(),
    });
    expect(res.status).toBe(200);
    const { redirectUrl } = (await res.json()) as { redirectUrl: string };
    expect(redirectUrl).toMatch(/\/apply\/fc_/);
    const page = await fetch(redirectUrl);
    expect(await page.text()).toContain('Your finance application');
  });

  it('refuses control, bidi, invisible and broken characters in the text it forwards; the partner receives nothing (issue 24 item 7)', async () => {
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone);
    const body = customer(phone);
    const unsafe: [string, string][] = [
      ['firstName', 'Ada\u0000'],
      ['lastName', 'Love\u202elace'],
      ['firstName', 'Ada\ud800x'],
      ['lastName', 'Love\r\nlace'],
      ['firstName', 'A\u200bda'],
    ];
    for (const [field, value] of unsafe) {
      const res = await gateway.call('/api/youx/create-customer', {
        json: { ...body, data: { ...body.data, [field]: value } },
        cookie,
        client: freshClient(),
      });
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(`data.${field}`);
    }
    const quote = await gateway.call('/api/youx/quote', {
      json: { ...quoteBody, whoIsHelping: 'Sam\u2028Lee' },
      client: freshClient(),
    });
    expect(quote.status).toBe(400);
    expect(((await quote.json()) as { error: string }).error).toContain('whoIsHelping');
    const stored = (await (await finance('/v1/customers')).json()) as { customers: { phoneNumber: string }[] };
    expect(stored.customers.filter((entry) => entry.phoneNumber === phone)).toEqual([]);
  });

  it('needs the phone this visitor verified', async () => {
    const phone = freshPhone();
    const anonymous = await gateway.call('/api/youx/create-customer', { json: customer(phone), client: freshClient() });
    expect(anonymous.status).toBe(401);
    const cookie = await signIn(gateway, phone);
    const other = await gateway.call('/api/youx/create-customer', {
      json: customer(freshPhone()),
      cookie,
      client: freshClient(),
    });
    expect(other.status).toBe(403);
  });

  it('names the partner’s failure, and a customer without a redirect URL, as the spec does', async () => {
    const phone = freshPhone();
    const cookie = await signIn(gateway, phone);
    await finance('/control', { outage: true });
    const down = await gateway.call('/api/youx/create-customer', {
      json: customer(phone),
      cookie,
      client: freshClient(),
    });
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toBe('Failed to create YouX customer');
    await finance('/control', { outage: false });
    await finance('/faults', { garbled: 1 });
    const noRedirect = await gateway.call('/api/youx/create-customer', {
      json: customer(phone),
      cookie,
      client: freshClient(),
    });
    expect(((await noRedirect.json()) as { error: string }).error).toBe(
      'Failed to create customer or no redirect URL received.',
    );
  });
});
