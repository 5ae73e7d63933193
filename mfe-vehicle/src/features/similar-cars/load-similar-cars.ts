import { SimilarCarsSchema } from '@forecourt/shared/vehicle/api';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { type SimilarCarCardView, similarCarCardsOf } from './card-view';

// The browser's fallback when the fragment Worker could not load the similar cars: a chunk of its own
// (SimilarCars imports it with import()), since it parses the answer with zod and formats the cards,
// which a page whose server had the list never needs.

/**
 * Fetches the similar cars of `slug` from the gateway and formats them; throws on any failure.
 * @example const cards = await loadSimilarCars('2021-toyota-hilux-sr5-4021', controller.signal);
 */
export async function loadSimilarCars(slug: string, signal: AbortSignal): Promise<SimilarCarCardView[]> {
  const response = await fetch(vehicleApiPaths.similar(slug), {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`The similar cars answered ${response.status}`);
  return similarCarCardsOf(SimilarCarsSchema.parse(await response.json()));
}
