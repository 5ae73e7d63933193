import type { CarType, TenantConfig } from '@forecourt/shared';
import { ArrowIcon } from '@forecourt/shared/ui/Icons';
import type { CarCardData } from './CarCard';
import { CarGrid } from './CarGrid';
import { formatCount } from './car-display';
import { LocationList, type LocationSummary } from './LocationList';

export interface HomeBodyProps {
  tenant: TenantConfig;
  /** Stock counts by car type for the entry links (e.g. { new: 120, used: 800, demo: 40 }); only types > 0 are shown. */
  stockCounts: Partial<Record<'new' | 'used' | 'demo', number>>;
  /** The newest visible cars (up to 8), linking to /cars/{slug}. */
  latestCars: CarCardData[];
  /** The tenant's visible locations, for an "Our Locations" list (name, type, suburb, phone, link /contact-us/{slug}). */
  locations: LocationSummary[];
}

/** The most cards the "Latest arrivals" grid shows. */
export const LATEST_CARS_LIMIT = 8;

const ENTRY_LINKS: ReadonlyArray<{ type: CarType; label: string; href: string }> = [
  { type: 'new', label: 'New cars', href: '/search/new-cars' },
  { type: 'used', label: 'Used cars', href: '/search/used-cars' },
  { type: 'demo', label: 'Demo cars', href: '/search/new-and-demo-cars' },
];

/**
 * The home page: a hero with entry links by car type, the latest arrivals and the locations.
 * @example <HomeBody tenant={tenant} stockCounts={{ used: 800 }} latestCars={cars} locations={locations} />
 */
export function HomeBody({ tenant, stockCounts, latestCars, locations }: HomeBodyProps) {
  const entries = ENTRY_LINKS.flatMap((entry) => {
    const count = stockCounts[entry.type] ?? 0;
    return count > 0 ? [{ ...entry, count }] : [];
  });
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const cars = latestCars.slice(0, LATEST_CARS_LIMIT);
  return (
    <>
      <section className="fc-hero" aria-labelledby="fc-home-title">
        <div className="fc-container">
          <h1 className="fc-hero__title" id="fc-home-title">
            {tenant.name}
          </h1>
          <p className="fc-hero__lead">
            {total > 0
              ? `Browse ${formatCount(total)} vehicles in stock and find the one that suits you.`
              : 'Browse our vehicles and find the one that suits you.'}
          </p>
          {entries.length > 0 && (
            <ul className="fc-entry-links">
              {entries.map((entry) => (
                <li key={entry.type}>
                  <a className="fc-entry-link" href={entry.href}>
                    <span>{`${entry.label} (${formatCount(entry.count)})`}</span>
                    <ArrowIcon className="fc-entry-link__arrow" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {cars.length > 0 && (
        <section className="fc-section" aria-labelledby="fc-latest-title">
          <div className="fc-container">
            <div className="fc-section__header">
              <h2 className="fc-section__title" id="fc-latest-title">
                Latest arrivals
              </h2>
              <a className="fc-text-link" href="/search">
                Browse all vehicles
              </a>
            </div>
            <CarGrid cars={cars} />
          </div>
        </section>
      )}
      {locations.length > 0 && (
        <section className="fc-section fc-section--surface" aria-labelledby="fc-locations-title">
          <div className="fc-container">
            <div className="fc-section__header">
              <h2 className="fc-section__title" id="fc-locations-title">
                Our Locations
              </h2>
            </div>
            <LocationList locations={locations} />
          </div>
        </section>
      )}
    </>
  );
}
