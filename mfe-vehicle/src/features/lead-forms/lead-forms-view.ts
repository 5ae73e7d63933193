import { type Car, GENERAL_ENQUIRY, REQUEST_PHOTOS_DEFAULT, slugify } from '@forecourt/shared';
import type { FragmentSiteSettings } from '@forecourt/shared/fragment/contract';
import type { LeadFormCheckRules } from '@forecourt/shared/vehicle/lead-form-checks';
import type { LeadFormCar, LeadFormDefaults } from '@forecourt/shared/vehicle/lead-request';

// Server side only (the island imports the types): what the vehicle page's lead forms need of the car
// and the site, prepared once on the server so the dialogs build a lead without typing the car in and
// without the domain package (spec: 000 §3 "Enquiry form fields"; §5 enquiry rules; 001 §5 terms).

/** The lead forms' props: the car a lead is about, the site's rules, the defaults. */
export interface LeadFormsView {
  /** The car's fields every lead from this page carries. */
  car: LeadFormCar;
  /** The car page's slug and name: /success links back to it and names it. */
  carSlug: string;
  carName: string;
  /** The site's form rules the browser checks before sending (the API checks them again). */
  rules: LeadFormCheckRules;
  /** The car location's distribution locations a test drive may be booked at; empty: no select. */
  distributionLocations: string[];
  defaults: LeadFormDefaults;
}

/**
 * The lead forms' view of a car on a site (pure).
 *
 * @example leadFormsViewOf(car, settings).car // { car_id: 9101, dealership_slug: 'harbour-city-toyota', make: 'Toyota', … }
 */
export function leadFormsViewOf(car: Car, settings: FragmentSiteSettings | undefined): LeadFormsView {
  return {
    car: {
      car_id: car.id,
      dealership_slug: car.dealership_slug,
      manufacturer_slug: slugify(car.make),
      stock_number: car.stocknum.trim() || null,
      make: car.make,
      model: car.model,
      car_type: car.car_type,
      vehicle_status: car.status,
      // The id, which the API resolves like a slug (services/leads/site-records); ids never drift from the car's copy.
      location: String(car.location.id),
      page_id: car.path,
    },
    carSlug: car.slug,
    carName: car.name,
    rules: {
      // spec: 000 §5 "message required unless configured otherwise"; absent settings → the defaults.
      messageRequired: settings?.leadForms.messageRequired ?? true,
      termsRequired: settings?.leadForms.testDriveTermsRequired ?? false,
    },
    distributionLocations: car.location.distribution_locations.map((name) => name.trim()).filter(Boolean),
    defaults: { category: GENERAL_ENQUIRY, requestPhotos: REQUEST_PHOTOS_DEFAULT },
  };
}
