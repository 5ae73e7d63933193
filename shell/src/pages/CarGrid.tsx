import { CarCard, type CarCardData } from './CarCard';

/** spec: 000 §9 "the first 2 images load with priority": the first row's cards. */
const PRIORITY_IMAGES = 2;

/**
 * Cars as a grid of cards (home page's latest arrivals, the watchlist), first photos with priority.
 * @example <CarGrid cars={cars} />
 */
export function CarGrid({ cars }: { cars: readonly CarCardData[] }) {
  return (
    <ul className="fc-card-grid">
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard car={car} priority={index < PRIORITY_IMAGES} />
        </li>
      ))}
    </ul>
  );
}
