import { z } from 'zod';
import { LeadIdSchema, MobileSchema } from '../leads/fields';

// The watchlist of a signed-in user (spec: 000 §2, §4 "Watchlist", §6 "Watchlist needs a signed-in user
// with a phone number", §7 "POST /api/watchlist/save-car … {phone_number, car_id}").

/**
 * The body of `POST /api/watchlist/save-car` and `/remove-car`: the signed-in user's phone (digits with
 * a leading 0 once parsed) and the car's numeric id.
 *
 * @example WatchlistRequestSchema.parse({ phone_number: '+61412345678', car_id: '9101' }); // { phone_number: '0412345678', car_id: 9101 }
 */
export const WatchlistRequestSchema = z.object({ phone_number: MobileSchema, car_id: LeadIdSchema });
export type WatchlistRequest = z.infer<typeof WatchlistRequestSchema>;

/** What the site knows of the car being saved: null when it does not show it (another site's, hidden, gone). */
export interface WatchlistCandidate {
  /** In stock (in_stock or coming_soon); anything else is sold (spec: 000 §3). */
  inStock: boolean;
}

export type WatchlistSaveOutcome = 'added' | 'already-saved' | 'not-found' | 'sold';

/**
 * Whether saving a car adds it (spec: 000 §4 "Sold cars cannot be saved to the watchlist unless already
 * saved"). Already saved answers success whatever became of the car; otherwise the site must show it,
 * in stock.
 *
 * @example watchlistSaveOutcome({ inStock: false }, true); // 'already-saved'
 * @example watchlistSaveOutcome({ inStock: false }, false); // 'sold'
 */
export function watchlistSaveOutcome(car: WatchlistCandidate | null, alreadySaved: boolean): WatchlistSaveOutcome {
  if (alreadySaved) return 'already-saved';
  if (car === null) return 'not-found';
  return car.inStock ? 'added' : 'sold';
}
