import { FragmentSiteSettingsSchema, GENERAL_ENQUIRY, REQUEST_PHOTOS_DEFAULT } from '@forecourt/shared';
import { describe, expect, it } from 'vitest';
import { sampleCar } from '../../test-fixtures';
import { leadFormsViewOf } from './lead-forms-view';

describe('leadFormsViewOf', () => {
  it("takes the lead's car fields from the car, never from the visitor (spec: 000 §3)", () => {
    const car = sampleCar();
    expect(leadFormsViewOf(car, undefined)).toEqual({
      car: {
        car_id: car.id,
        dealership_slug: car.dealership_slug,
        manufacturer_slug: 'toyota',
        stock_number: car.stocknum,
        make: 'Toyota',
        model: 'HiLux',
        car_type: car.car_type,
        vehicle_status: car.status,
        location: String(car.location.id),
        page_id: car.path,
      },
      carSlug: car.slug,
      carName: '2021 Toyota HiLux SR5',
      rules: { messageRequired: true, termsRequired: false },
      distributionLocations: [],
      defaults: { category: GENERAL_ENQUIRY, requestPhotos: REQUEST_PHOTOS_DEFAULT },
    });
  });

  it("follows the site's lead form settings and offers the location's distribution locations", () => {
    const car = sampleCar();
    const settings = FragmentSiteSettingsSchema.parse({
      leadForms: { messageRequired: false, testDriveTermsRequired: true },
    });
    const view = leadFormsViewOf(
      { ...car, stocknum: ' ', location: { ...car.location, distribution_locations: ['Parramatta', ' ', 'Penrith '] } },
      settings,
    );
    expect(view.rules).toEqual({ messageRequired: false, termsRequired: true });
    expect(view.distributionLocations).toEqual(['Parramatta', 'Penrith']);
    expect(view.car.stock_number).toBeNull();
  });
});
