import { env } from 'cloudflare:workers';
import { GENERAL_ENQUIRY, REQUEST_PHOTOS_DEFAULT } from '@forecourt/shared';
import { findVisibleCar } from '@forecourt/shared/server-kit/cars';
import { readLeadAnswer } from '@forecourt/shared/vehicle/lead-answer';
import { LEAD_FORM_STEPS } from '@forecourt/shared/vehicle/lead-form-checks';
import { VEHICLE_LEAD_FORMS } from '@forecourt/shared/vehicle/lead-forms';
import { EMPTY_LEAD_FORM_VALUES, type LeadFormCar, leadRequestFor } from '@forecourt/shared/vehicle/lead-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT, LEAD_GROUP, LEAD_SOLO, postJson, seedLeadFixtures } from './leads-support';

// The vehicle page's dialogs against the real leads API: the body they build (shared vehicle/lead-request)
// is stored, and what the API answers reads back as the dialogs read it (shared vehicle/lead-answer).

beforeAll(() => seedLeadFixtures());

/** The lead fields of a car as the vehicle page gives them to its dialogs (mfe-vehicle lead-forms-view). */
async function pageCar(site: typeof LEAD_GROUP, slug: string): Promise<LeadFormCar> {
  const car = await findVisibleCar(env.DB, site, slug, new Date());
  if (!car) throw new Error(`${site.slug} does not show ${slug}`);
  return {
    car_id: car.id,
    dealership_slug: car.dealership_slug,
    manufacturer_slug: car.make.toLowerCase(),
    stock_number: car.stocknum,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    vehicle_status: car.status,
    location: String(car.location.id),
    page_id: car.path,
  };
}

const values = { ...EMPTY_LEAD_FORM_VALUES, ...CONTACT, postcode: '2000', message: 'Is it still available?' };
const defaults = { category: GENERAL_ENQUIRY, requestPhotos: REQUEST_PHOTOS_DEFAULT };

describe("the vehicle page's lead forms and POST /api/leads", () => {
  it('stores every form the dialogs send, and the dialogs read the answer as a stored lead', async () => {
    const car = await pageCar(LEAD_GROUP, 'alpha-in-stock');
    for (const form of VEHICLE_LEAD_FORMS) {
      const res = await postJson(
        LEAD_GROUP,
        '/api/leads',
        leadRequestFor(form, { car, defaults, termsShown: false }, values),
      );
      const answer = readLeadAnswer(res.status, await res.json(), LEAD_FORM_STEPS[form].flat());
      expect(answer, form).toEqual({ ok: true, leadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
  });

  it("puts the API's refusal on the field it names (the terms a site requires, spec: 001 §5)", async () => {
    const car = await pageCar(LEAD_SOLO, 'bravo-used');
    const body = leadRequestFor('test-drive', { car, defaults, termsShown: true }, values);
    const res = await postJson(LEAD_SOLO, '/api/leads', body);
    const answer = readLeadAnswer(res.status, await res.json(), LEAD_FORM_STEPS['test-drive'].flat());
    expect(answer).toEqual({
      ok: false,
      error: expect.stringContaining('terms_conditions'),
      fieldErrors: { terms_conditions: '*You must agree to the terms of use before submitting.' },
    });
  });
});
