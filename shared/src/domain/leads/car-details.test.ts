import { describe, expect, it } from 'vitest';
import { analyticsEventFor } from './analytics';
import { type LeadCar, withCarDetails } from './car-details';
import { type LeadSubmission, LeadSubmissionSchema } from './forms';

const contact = { name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412345678' };
const parse = (body: Record<string, unknown>): LeadSubmission => LeadSubmissionSchema.parse({ ...contact, ...body });

const usedHilux: LeadCar = {
  id: 42,
  name: '2021 Toyota Hilux SR5',
  year: 2021,
  make: 'Toyota',
  model: 'Hilux',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'U123',
  vin: 'MR0FB8CD300000001',
  dealership_slug: 'north-toyota',
};

describe('withCarDetails', () => {
  it("uses the car's own type, so a used car's test drive records 48 whatever the browser sent (spec: 000 §7)", () => {
    const lead = withCarDetails(parse({ form: 'test-drive', car_id: 42, car_type: 'new' }), usedHilux);
    expect(lead).toMatchObject({ car_type: 'used' });
    expect(analyticsEventFor(lead)).toBe(48);
  });

  it('fills the dealership, stock number, make, model and status the form left out', () => {
    expect(withCarDetails(parse({ form: 'enquiry', car_id: 42, message: 'Hi' }), usedHilux)).toMatchObject({
      dealership_slug: 'north-toyota',
      stock_number: 'U123',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Hilux',
      vehicle_status: 'in_stock',
    });
  });

  it('keeps a dealership the visitor picked and what the form did send', () => {
    const lead = withCarDetails(
      parse({ form: 'find-similar', car_id: 42, dealership_slug: 'south-toyota', 'Vehicle Model': 'HiLux SR5' }),
      usedHilux,
    );
    expect(lead).toMatchObject({ dealership_slug: 'south-toyota', 'Vehicle Model': 'HiLux SR5' });
  });

  it("gives a finance lead the car's vin, year and description", () => {
    const finance = parse({ form: 'finance', car_id: 42, amount: 30000, term: 5, selfAssessedCreditScore: 'GREAT' });
    expect(withCarDetails(finance, usedHilux)).toMatchObject({
      car_type: 'used',
      vin: 'MR0FB8CD300000001',
      car_year: 2021,
      car_description: '2021 Toyota Hilux SR5',
      dealership_slug: 'north-toyota',
    });
    expect(withCarDetails(finance, { ...usedHilux, vin: null })).not.toHaveProperty('vin', null);
  });

  it('gives a trade-in only the dealership, and leaves an offer enquiry as it is', () => {
    expect(withCarDetails(parse({ form: 'trade-in', postcode: '2000', car_id: 42 }), usedHilux)).toMatchObject({
      dealership_slug: 'north-toyota',
    });
    const offer = parse({ form: 'offer-enquiry', offer_id: 3 });
    expect(withCarDetails(offer, usedHilux)).toBe(offer);
  });
});
