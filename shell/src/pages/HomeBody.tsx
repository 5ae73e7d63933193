import { type CarType, type HomeBlock, homeBlockKey, type TenantConfig } from '@forecourt/shared';
import { ArrowIcon } from '@forecourt/shared/ui/Icons';
import { Fragment, type ReactNode } from 'react';
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
  /** The blocks in page order, as planned from the site's configuration (planHomeBlocks). */
  blocks: readonly HomeBlock[];
  /** Each fragment block's island (or its fallback), by its key (homeBlockKey); a block without one is left out. */
  fragments?: ReadonlyMap<string, ReactNode>;
}

/** The most cards the "Latest arrivals" grid shows. */
export const LATEST_CARS_LIMIT = 8;

const ENTRY_LINKS: ReadonlyArray<{ type: CarType; label: string; href: string }> = [
  { type: 'new', label: 'New cars', href: '/search/new-cars' },
  { type: 'used', label: 'Used cars', href: '/search/used-cars' },
  { type: 'demo', label: 'Demo cars', href: '/search/new-and-demo-cars' },
];

/** The hero: the site's name, its stock entry links by car type, and the site's slides. */
function HomeHero({ tenant, stockCounts }: Pick<HomeBodyProps, 'tenant' | 'stockCounts'>) {
  const entries = ENTRY_LINKS.flatMap((entry) => {
    const count = stockCounts[entry.type] ?? 0;
    return count > 0 ? [{ ...entry, count }] : [];
  });
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
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
        <HomeSlides slides={tenant.home.slides} />
      </div>
    </section>
  );
}

/** The site's slides (spec: 001 §3 Slide): name, description, a link when it has a url; `hide_overlay` drops the text panel's backdrop. */
function HomeSlides({ slides }: { slides: TenantConfig['home']['slides'] }) {
  if (slides.length === 0) return null;
  return (
    <ul className="fc-slides" aria-label="Highlights">
      {slides.map((slide) => (
        <li key={slide.id} className={slide.hide_overlay ? 'fc-slide' : 'fc-slide fc-slide--overlay'}>
          <h2 className="fc-slide__name">{slide.url ? <a href={slide.url}>{slide.name}</a> : slide.name}</h2>
          {slide.description && <p className="fc-slide__description">{slide.description}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A titled home-page section, with an optional link beside its title. */
function HomeSection(props: {
  id: string;
  title: string;
  link?: { href: string; label: string };
  surface?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={props.surface ? 'fc-section fc-section--surface' : 'fc-section'} aria-labelledby={props.id}>
      <div className="fc-container">
        <div className="fc-section__header">
          <h2 className="fc-section__title" id={props.id}>
            {props.title}
          </h2>
          {props.link && (
            <a className="fc-text-link" href={props.link.href}>
              {props.link.label}
            </a>
          )}
        </div>
        {props.children}
      </div>
    </section>
  );
}

function LatestCars({ latestCars }: Pick<HomeBodyProps, 'latestCars'>) {
  const cars = latestCars.slice(0, LATEST_CARS_LIMIT);
  if (cars.length === 0) return null;
  return (
    <HomeSection id="fc-latest-title" title="Latest arrivals" link={{ href: '/search', label: 'Browse all vehicles' }}>
      <CarGrid cars={cars} />
    </HomeSection>
  );
}

function Locations({ locations }: Pick<HomeBodyProps, 'locations'>) {
  if (locations.length === 0) return null;
  return (
    <HomeSection id="fc-locations-title" title="Our Locations" surface>
      <LocationList locations={locations} />
    </HomeSection>
  );
}

/**
 * The home page: the site's blocks in its configured order — the shell's own (hero with entry links by
 * car type and slides, latest arrivals, locations) and the remotes' fragments, each in a container.
 * @example <HomeBody tenant={tenant} stockCounts={{ used: 800 }} latestCars={cars} locations={locations} blocks={plan.blocks} fragments={islands} />
 */
export function HomeBody(props: HomeBodyProps) {
  const { blocks, fragments } = props;
  return (
    <>
      {blocks.map((block) => {
        const key = homeBlockKey(block);
        if (block.kind === 'fragment') {
          const island = fragments?.get(key);
          return island === undefined ? null : (
            <section key={key} className="fc-section">
              <div className="fc-container">{island}</div>
            </section>
          );
        }
        const shell = {
          hero: <HomeHero tenant={props.tenant} stockCounts={props.stockCounts} />,
          latestCars: <LatestCars latestCars={props.latestCars} />,
          locations: <Locations locations={props.locations} />,
        }[block.block];
        return <Fragment key={key}>{shell}</Fragment>;
      })}
    </>
  );
}
