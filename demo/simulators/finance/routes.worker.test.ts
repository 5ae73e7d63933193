import { describe, expect, it } from 'vitest';
import { postJson, simulator, withSwitches } from '../test-support';
import type { FinanceCustomer } from './worker';

// The finance simulator's routes (worker.ts): quick quotes, lenders' figures, customers and their
// application page, and its garbled fault.

const LOAN = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022 };

describe('the finance simulator', () => {
  it('quotes a weekly repayment, and every lender its figures', async () => {
    const quote = (await (await postJson('finance', '/v1/quotes', LOAN)).json()) as Record<string, unknown>;
    expect(quote).toMatchObject({ weeklyRepaymentAmount: expect.any(Number), financeProvider: expect.any(String) });
    const res = await postJson('finance', '/v1/lenders', LOAN);
    const { lenders } = (await res.json()) as { lenders: { financeProvider: string; weeklyPayment: number }[] };
    expect(lenders.length).toBeGreaterThan(1);
    expect(lenders.map((lender) => lender.financeProvider)).toContain(quote.financeProvider);
  });

  it('refuses a loan it cannot price, naming the field', async () => {
    const res = await postJson('finance', '/v1/quotes', { ...LOAN, loanTerm: 9 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'bad_request', message: 'loanTerm: expected whole years from 1 to 7' });
  });

  it("takes a customer and redirects to the customer's application page", async () => {
    const customer = {
      ...LOAN,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '0400000003',
    };
    const res = await postJson('finance', '/v1/customers', customer);
    expect(res.status).toBe(201);
    const { customerId, redirectUrl } = (await res.json()) as { customerId: string; redirectUrl: string };
    expect(new URL(redirectUrl).pathname).toBe(`/apply/${customerId}`);
    expect(await (await simulator('finance', new URL(redirectUrl).pathname)).text()).toContain(customerId);
    const { customers } = (await (await simulator('finance', '/v1/customers?limit=1')).json()) as {
      customers: FinanceCustomer[];
    };
    expect(customers[0]).toMatchObject({ customerId, firstName: 'Ada', purchasePrice: 30_000 });
    expect((await postJson('finance', '/v1/customers', { ...customer, phoneNumber: '12' })).status).toBe(400);
  });

  it('keeps what the site adds (additionalData) as sent, and refuses anything but an object', async () => {
    const customer = { ...LOAN, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const additionalData = { car_id: 7, dealership_slug: 'north', lead_attributes: { visited_pages: ['/finance'] } };
    const res = await postJson('finance', '/v1/customers', { ...customer, phoneNumber: '0400000004', additionalData });
    expect(res.status).toBe(201);
    const { customers } = (await (await simulator('finance', '/v1/customers?limit=1')).json()) as {
      customers: FinanceCustomer[];
    };
    expect(customers[0]?.additionalData).toEqual(additionalData);
    const refused = await postJson('finance', '/v1/customers', {
      ...customer,
      phoneNumber: '0400000005',
      additionalData: [1],
    });
    expect(refused.status).toBe(400);
  });

  it('garbles the next quote when asked', async () => {
    await withSwitches('finance', '/faults', { garbled: 1 }, { garbled: 0 }, async () => {
      const garbled = (await (await postJson('finance', '/v1/quotes', LOAN)).json()) as Record<string, unknown>;
      expect(garbled).toEqual({ weeklyRepaymentAmount: 'about 120', advertisedRate: null });
    });
  });
});
