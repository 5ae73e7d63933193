import { type Car, formatDate, formatKilometres } from '@forecourt/shared';

// Used-car checks (spec: 000 §2 "Vehicle detail page … used-car checks"). What a dealer's used stock
// record can vouch for, from the car's own fields; a check is listed only when its field is there
// (the page never claims what it does not know):
//   Registration     regplate, with rego_expiry (dd/MM/yyyy; "expired" once past the render date)
//   Compliance date  compliance_date (MM/yyyy)
//   Build date       build_date (MM/yyyy)
//   VIN              vin: recorded, so the buyer can run a PPSR (written-off / encumbrance) check
//   Odometer         km
//   History report   file: a link to the report
//   Certified        certified: certified pre-owned
// New and demo cars show none of this.

/** One check: what was checked, what the record says, and a link when there is a document. */
export interface UsedCarCheck {
  label: string;
  value: string;
  href: string | null;
}

const YEAR_MONTH = /^(\d{4})-(\d{2})/;

/**
 * A month as MM/yyyy from an ISO date or year-month; null when the value is not one.
 * @example monthOf('2021-03') // "03/2021"
 */
export function monthOf(isoDate: string | null): string | null {
  const match = isoDate ? YEAR_MONTH.exec(isoDate) : null;
  return match ? `${match[2]}/${match[1]}` : null;
}

function registrationOf(car: Pick<Car, 'regplate' | 'rego_expiry'>, now: Date): string | null {
  const plate = car.regplate?.trim();
  const expiry = car.rego_expiry && /^\d{4}-\d{2}-\d{2}/.test(car.rego_expiry) ? car.rego_expiry : null;
  if (!plate && !expiry) return null;
  const registered = plate ? `Registered (${plate})` : 'Registered';
  if (!expiry) return registered;
  const expired = expiry.slice(0, 10) < now.toISOString().slice(0, 10);
  return expired ? `Registration expired ${formatDate(expiry)}` : `${registered}, expires ${formatDate(expiry)}`;
}

/**
 * The used-car checks of a car, in the page's order; empty for new and demo cars.
 * @example usedCarChecksOf(usedHilux, now).map((check) => check.label)
 * // ['Registration', 'Compliance date', 'Build date', 'VIN', 'Odometer', 'History report']
 */
export function usedCarChecksOf(
  car: Pick<
    Car,
    'car_type' | 'regplate' | 'rego_expiry' | 'compliance_date' | 'build_date' | 'vin' | 'km' | 'file' | 'certified'
  >,
  now: Date,
): UsedCarCheck[] {
  if (car.car_type !== 'used') return [];
  const vin = car.vin?.trim();
  const report = car.file?.trim();
  const checks: Array<UsedCarCheck | null> = [
    row('Registration', registrationOf(car, now)),
    row('Compliance date', monthOf(car.compliance_date)),
    row('Build date', monthOf(car.build_date)),
    row('VIN', vin ? `${vin} recorded (PPSR check available)` : null),
    row('Odometer', `${formatKilometres(car.km)} recorded`),
    report && /^https?:\/\//i.test(report)
      ? { label: 'History report', value: 'View the history report', href: report }
      : null,
    row('Certified', car.certified ? 'Certified pre-owned' : null),
  ];
  return checks.filter((check): check is UsedCarCheck => check !== null);
}

function row(label: string, value: string | null): UsedCarCheck | null {
  return value ? { label, value, href: null } : null;
}
