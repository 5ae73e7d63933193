import type { Car } from '../schemas/car';
import type { LeadSubmission } from './forms';

// A lead sent from a car carries that car's details as the site knows them, not as the browser said:
// the car type decides the analytics event (15 used enquiry, 48 used test drive; spec: 000 §7) and
// the CRM files the lead by dealership and stock number.

/** What a lead needs of the car it was sent from. */
export type LeadCar = Pick<
  Car,
  'id' | 'name' | 'year' | 'make' | 'model' | 'car_type' | 'status' | 'stocknum' | 'vin' | 'dealership_slug'
>;

/**
 * The lead with its car's details: `car_type` always the car's own; the dealership, stock number,
 * make, model and status (finance: vin, year and description) filled in where the form left them out.
 * A dealership the visitor picked is kept (the site's rules check it is one of the site's own).
 *
 * @example withCarDetails({ form: 'test-drive', car_type: 'new', … }, usedCar).car_type; // 'used'
 */
export function withCarDetails(lead: LeadSubmission, car: LeadCar): LeadSubmission {
  const dealership_slug = lead.dealership_slug ?? car.dealership_slug;
  switch (lead.form) {
    case 'enquiry':
    case 'test-drive':
    case 'request-photos':
    case 'find-similar':
      return {
        ...lead,
        dealership_slug,
        car_type: car.car_type,
        stock_number: lead.stock_number ?? car.stocknum,
        'Vehicle Make': lead['Vehicle Make'] ?? car.make,
        'Vehicle Model': lead['Vehicle Model'] ?? car.model,
        vehicle_status: lead.vehicle_status ?? car.status,
      };
    case 'finance':
      return {
        ...lead,
        dealership_slug,
        car_type: car.car_type,
        vin: lead.vin ?? car.vin ?? undefined,
        car_year: lead.car_year ?? car.year,
        car_description: lead.car_description ?? car.name,
      };
    case 'trade-in':
      return { ...lead, dealership_slug };
    case 'offer-enquiry':
    case 'service-booking':
      // An offer is not a car, and a service booking is about the visitor's own: no car_id to fill from.
      return lead;
  }
}
