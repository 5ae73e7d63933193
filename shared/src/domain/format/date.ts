// spec: 001 §9 "dates dd/MM/yyyy".

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Formats a calendar date (an ISO date or date-time string) as dd/MM/yyyy, reading the date part
 * as written so that a time zone never shifts the day.
 * @example formatDate('2026-03-07') // "07/03/2026"
 * @example formatDate('2026-03-07T23:30:00+10:00') // "07/03/2026"
 */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}
