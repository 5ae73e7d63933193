import { describe, expect, it } from 'vitest';
import { FIELD_UNSAFE_CHARACTERS } from '../messages/catalogue';
import { UNSAFE_TEXT, withValue } from '../testing/unsafe-text';
import { CreateCustomerRequestSchema, QuoteRequestSchema } from './api';

// The finance partner's calls take free text that the gateway forwards to the partner, which stores it
// (issue 24 item 7): every such field holds plain text only (leads/plain-text.ts), like a lead's fields.

const QUOTE = { selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5, year: 2022 };
const CUSTOMER = {
  data: { ...QUOTE, phoneNumber: '0412345678', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  additionalData: {
    car_id: 12,
    vin: 'JTDBR32E630012345',
    dealership_slug: 'harbour-city-toyota',
    car_type: 'used',
    category: 'Finance Enquiry',
    lead_attributes: { visited_pages: ['/cars/x'], linked_query_params: { utm_source: 'news' } },
  },
};

const CUSTOMER_TEXT: (string | number)[][] = [
  ['data', 'firstName'],
  ['data', 'lastName'],
  ['data', 'vin'],
  ['data', 'nvic'],
  ['additionalData', 'vin'],
  ['additionalData', 'dealership_slug'],
  ['additionalData', 'car_type'],
  ['additionalData', 'category'],
  ['additionalData', 'lead_attributes', 'visited_pages', 0],
  ['additionalData', 'lead_attributes', 'linked_query_params', 'utm_source'],
];

describe('the finance calls hold plain text only (issue 24 item 7)', () => {
  it('accepts the ordinary bodies', () => {
    expect(QuoteRequestSchema.safeParse({ ...QUOTE, whoIsHelping: 'Sam Lee' }).success).toBe(true);
    expect(CreateCustomerRequestSchema.safeParse(CUSTOMER).success).toBe(true);
  });

  describe.each(UNSAFE_TEXT)('refuses %s', (_name, unsafe) => {
    it.each(CUSTOMER_TEXT.map((path) => [path.join('.'), path] as const))('in create-customer %s', (_field, path) => {
      const result = CreateCustomerRequestSchema.safeParse(withValue(CUSTOMER, path, unsafe));
      expect(result.error?.issues).toContainEqual(expect.objectContaining({ path, message: FIELD_UNSAFE_CHARACTERS }));
    });

    it.each(['vin', 'nvic', 'whoIsHelping'])('in quote %s', (field) => {
      const result = QuoteRequestSchema.safeParse({ ...QUOTE, [field]: unsafe });
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: [field], message: FIELD_UNSAFE_CHARACTERS }),
      );
    });

    it('in a linked query parameter’s name', () => {
      const params = { [`utm${unsafe}`]: 'news' };
      const body = withValue(CUSTOMER, ['additionalData', 'lead_attributes', 'linked_query_params'], params);
      expect(CreateCustomerRequestSchema.safeParse(body).success).toBe(false);
    });
  });
});
