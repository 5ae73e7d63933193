import type { CarCardData } from './CarCard';
import { CarGrid } from './CarGrid';

// The visitor's watchlist (spec: 000 §2 "A watchlist page (path held as a site constant) — reached from
// the View List action in the saved/removed toast"): the cars saved with their phone, newest first.
// Saving and removing happen on each car's page; a car the site no longer shows is named as gone.

export interface WatchlistBodyProps {
  /** The saved cars the site still shows, newest first. */
  cars: CarCardData[];
  /** How many saved cars the site no longer shows (sold past its visible days, or withdrawn). */
  gone: number;
}

/**
 * The body of the watchlist page.
 * @example renderPage({ ...options, title: 'My watchlist', body: <WatchlistBody cars={cars} gone={0} /> })
 */
export function WatchlistBody({ cars, gone }: WatchlistBodyProps) {
  return (
    <section className="fc-section" aria-labelledby="fc-watchlist-title">
      <div className="fc-container">
        <div className="fc-section__header">
          <h1 className="fc-section__title" id="fc-watchlist-title">
            My watchlist
          </h1>
          <a className="fc-text-link" href="/search">
            Browse all vehicles
          </a>
        </div>
        {cars.length === 0 ? (
          <p>No cars in your watchlist yet. Save a car from its page to keep an eye on it here.</p>
        ) : (
          <CarGrid cars={cars} />
        )}
        {gone > 0 && (
          <p>
            {gone === 1
              ? 'One car you saved is no longer available.'
              : `${gone} cars you saved are no longer available.`}
          </p>
        )}
      </div>
    </section>
  );
}
