import { type CarPriceText, carPriceText } from '@forecourt/shared/format/car-price';
import { formatKilometres } from '@forecourt/shared/format/distance';
import type { SearchCard } from '@forecourt/shared/search/api';
import type { SimilarCars } from '@forecourt/shared/vehicle/api';
import { SIMILAR_CARS_LIMIT } from '@forecourt/shared/vehicle/similar-cars';

// The similar cars' cards as the list shows them, formatted with the shared card rules (price text,
// kilometres). Runs in the fragment Worker, and in the browser only inside the lazily loaded chunk
// that fetches the list when the server could not (load-similar-cars.ts): never in the island's
// first download. The island imports the types.

/** One similar car. */
export interface SimilarCarCardView {
  id: number;
  href: string;
  /** "2021 Toyota HiLux" */
  title: string;
  /** Badge and series, e.g. "SR5 MY21"; null when the car has neither. */
  variant: string | null;
  image: { src: string; alt: string } | null;
  price: CarPriceText;
  /** Kilometres, transmission and fuel, those it has. */
  facts: string[];
}

/** The similar-cars list: its cards, or null when the server could not load them (the island will). */
export interface SimilarCarsView {
  /** The car the list is like (the API path names it). */
  slug: string;
  cards: SimilarCarCardView[] | null;
}

const joined = (parts: ReadonlyArray<string | number | null>): string =>
  parts
    .map((part) => (part === null ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ');

/**
 * A search card as a similar car.
 * @example similarCarCardOf(card).facts // ["48,213 km", "Automatic", "Diesel"]
 */
export function similarCarCardOf(card: SearchCard): SimilarCarCardView {
  const title = joined([card.year, card.make, card.model]);
  const image = card.primary_image_url?.trim() || null;
  return {
    id: card.id,
    href: card.path,
    title,
    variant: joined([card.badge, card.series]) || null,
    image: image ? { src: image, alt: title } : null,
    price: carPriceText(card),
    facts: [formatKilometres(card.km), card.transmission?.trim(), card.fuel?.trim()].filter((fact): fact is string =>
      Boolean(fact),
    ),
  };
}

/**
 * The list's cards from the API's answer: at most 6 (spec: 000 §7), in the answer's order (same model first).
 * @example similarCarCardsOf({ hits, count: 40 }).length // ≤ 6
 */
export function similarCarCardsOf(answer: SimilarCars): SimilarCarCardView[] {
  return answer.hits.slice(0, SIMILAR_CARS_LIMIT).map(similarCarCardOf);
}

/**
 * The list for the car `slug`: the API's answer as cards, or null cards when the fragment had no answer
 * (not loaded in time, or failed), which the island then fetches.
 * @example similarCarsOf(car, null) // { slug: car.slug, cards: null }
 */
export function similarCarsOf(car: { slug: string }, answer: SimilarCars | null | undefined): SimilarCarsView {
  return { slug: car.slug, cards: answer ? similarCarCardsOf(answer) : null };
}
