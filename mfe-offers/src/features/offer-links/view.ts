import type { Offer } from '@forecourt/shared/schemas/offer';
import { toOfferCardView } from '../offer-card/view';
import type { OfferLink } from './OfferLinks';

/**
 * The offers as the catalogue pages link them. Pure.
 * @example offerLinksOf(load.offers)[0]?.href // "/offers/toyota/12"
 */
export function offerLinksOf(offers: readonly Offer[]): OfferLink[] {
  return offers.map(toOfferCardView).map(({ id, name, category, href }) => ({ id, name, category, href }));
}
