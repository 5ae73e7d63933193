import type { Car } from '@forecourt/shared';
import { formatKilometres } from '@forecourt/shared/format/distance';
import { formatPrice } from '@forecourt/shared/format/money';

// The island's props, made on the server from the API's car: pure, so the island hydrates with exactly
// what the server rendered from.

/** The island's props (what the fragment's `data` holds). */
export interface FinancePageData {
  title: string;
  price: string;
  facts: { label: string; value: string }[];
  /** The remote build that rendered the page. */
  remoteVersion: string;
}

/**
 * The island's props for a car.
 * @example toFinancePageData(car, '0.1.0').price // → '$52,990'
 */
export function toFinancePageData(car: Car, remoteVersion: string): FinancePageData {
  return {
    title: `${car.year} ${car.make} ${car.model}`,
    price: formatPrice(car.price),
    facts: [
      { label: 'Kilometres', value: formatKilometres(car.km) },
      { label: 'Location', value: car.location_name },
    ],
    remoteVersion,
  };
}
