import type { Offer } from '../schemas/offer';

// Which offers a site shows (spec: 001 §3 "excluded_website_ids"; issue 15: offers past their end date
// are never shown, and an offer has a validity window). Pure: `now` is passed in.

type OfferWindow = Pick<Offer, 'starts_at' | 'expires_at'>;

/**
 * The calendar day of an instant in UTC, as the offers' windows are written ('yyyy-MM-dd').
 * @example offerDay(new Date('2026-11-25T23:00:00Z')) // '2026-11-25'
 */
export function offerDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether the offer runs on `now`'s day: from its first day to its last, both included; an open end
 * runs on.
 * @example isOfferRunning({ starts_at: '2026-11-01', expires_at: '2026-11-30' }, new Date('2026-11-30T12:00:00Z')) // true
 */
export function isOfferRunning(offer: OfferWindow, now: Date): boolean {
  const today = offerDay(now);
  if (offer.starts_at !== null && offer.starts_at > today) return false;
  return offer.expires_at === null || offer.expires_at >= today;
}

/**
 * Whether the offer names this website among those it must never appear on.
 * @example isOfferExcluded({ excluded_website_ids: [2] }, 2) // true
 */
export function isOfferExcluded(offer: Pick<Offer, 'excluded_website_ids'>, websiteId: number): boolean {
  return offer.excluded_website_ids.includes(websiteId);
}

/**
 * Whether a site may show the offer at all: running today and not excluding the site.
 * @example isOfferShown(offer, tenant.websiteId, new Date())
 */
export function isOfferShown(
  offer: OfferWindow & Pick<Offer, 'excluded_website_ids'>,
  websiteId: number,
  now: Date,
): boolean {
  return isOfferRunning(offer, now) && !isOfferExcluded(offer, websiteId);
}
