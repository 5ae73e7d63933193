import { env } from 'cloudflare:workers';
import { seedVehicleFixtures, VEH } from '@forecourt/shared/server-kit/testing/vehicle-fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { financeSlice, json, newShopper } from './finance-api';

// POST /api/youx/create-customer hands the finance partner the customer AND what the site adds (spec: 001 §7
// "additionalData {form values, car_id, vin, dealership_slug, car_type, lead_attributes {visited_pages,
// linked_query_params}, category}"), through the adapter to the partner simulator in workerd (issue 26: it
// dropped additionalData).

beforeAll(() => seedVehicleFixtures(env));

const additionalData = {
  car_id: 4021,
  vin: 'JTDBR32E720123456',
  dealership_slug: 'veh-north',
  car_type: 'used',
  category: 'Finance Enquiry',
  lead_attributes: {
    visited_pages: ['/cars/2021-toyota-hilux-42', '/finance'],
    linked_query_params: { utm_source: 'newsletter' },
  },
};

describe('POST /api/youx/create-customer', () => {
  it('forwards additionalData (the car, the dealership, lead_attributes) to the finance partner', async () => {
    const shopper = await newShopper();
    const data = {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 35_990,
      loanTerm: 5,
      year: 2021,
      phoneNumber: shopper.phone,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subscribe: false,
      postCode: '2000',
    };
    const res = await financeSlice().call('/api/youx/create-customer', {
      tenant: VEH,
      shopper,
      json: { data, additionalData },
    });
    expect(res.status, JSON.stringify(await json(res.clone()))).toBe(200);

    const listed = await fetch(new URL('/v1/customers?limit=50', env.FINANCE_API_URL));
    const { customers } = (await listed.json()) as {
      customers: { phoneNumber: string; additionalData: unknown }[];
    };
    const received = customers.find((customer) => customer.phoneNumber === shopper.phone);
    expect(received?.additionalData).toEqual(additionalData);
  });
});
