import { type BlogCard, type CarType, type HomeBlock, homeBlockKey, type TenantConfig } from '@forecourt/shared';
import { isSwitchedOffLink } from '@forecourt/shared/site-pages/feature-routes';
import { ArrowIcon } from '@forecourt/shared/ui/Icons';
import { blogDescription } from '@forecourt/shared/vehicle/blogs';
import { Fragment, type ReactNode } from 'react';
import type { CarCardData } from './CarCard';
import { CarGrid } from './CarGrid';
import { ContentSection, sanitisedSection } from './ContentSection';
import { formatCount } from './car-display';
import { FeatureBanner } from './home/FeatureBanner';
import { HeroCarousel } from './home/HeroCarousel';
import { HomeSearchBox } from './home/HomeSearchBox';
import { HomeSection } from './home/HomeSection';
import { SalesCounter } from './home/SalesCounter';
import { LocationList, type LocationSummary } from './LocationList';
import { BlogList } from './site/BlogBodies';

export interface HomeBodyProps {
  tenant: TenantConfig;
  /** Stock counts by car type for the entry links (e.g. { new: 120, used: 800, demo: 40 }); only types > 0 are shown. */
  stockCounts: Partial<Record<'new' | 'used' | 'demo', number>>;
  /** The newest visible cars (up to 8), linking to /cars/{slug}. */
  latestCars: CarCardData[];
  /** The tenant's visible locations, for an "Our Locations" list (name, type, suburb, phone, link /contact-us/{slug}). */
  locations: LocationSummary[];
  /** The site's newest blog cards (HOME_BLOG_CARD_COUNT), for the `blogCards` block. */
  blogCards: readonly BlogCard[];
  /** The sales counter's figure at render time (salesSoFarToday), for the `salesCounter` block. */
  salesToday: number;
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
  // A slide for a feature the site has switched off would only lead to a redirect: it is left out.
  const slides = tenant.home.slides.filter((slide) => !slide.url || !isSwitchedOffLink(slide.url, tenant.features));
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
        <HeroCarousel slides={slides} />
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

function BlogCards({ blogCards }: Pick<HomeBodyProps, 'blogCards'>) {
  if (blogCards.length === 0) return null;
  // spec: 001 §9 "Blog description at 80".
  const cards = blogCards.map((card) => ({ ...card, description: blogDescription(card.description) }));
  return (
    <HomeSection id="fc-blog-title" title="From our blog" link={{ href: '/blog', label: 'All posts' }}>
      <BlogList posts={cards} headingLevel={3} />
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
 * car type and the slides' carousel, the search box, latest arrivals, locations, blog cards, feature banner,
 * sales counter), the dealer's content sections (plain or collapsible) and the remotes' fragments, each in
 * a container.
 * @example <HomeBody tenant={tenant} stockCounts={{ used: 800 }} latestCars={cars} locations={locations} blocks={plan.blocks} fragments={islands} />
 */
export function HomeBody(props: HomeBodyProps) {
  const { blocks, fragments } = props;
  return (
    <>
      {blocks.map((block) => {
        const key = homeBlockKey(block);
        if (block.kind === 'section') {
          return (
            <div key={key} className="fc-section">
              <div className="fc-container">
                <ContentSection section={sanitisedSection(block)} />
              </div>
            </div>
          );
        }
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
          searchBox: <HomeSearchBox />,
          latestCars: <LatestCars latestCars={props.latestCars} />,
          locations: <Locations locations={props.locations} />,
          blogCards: <BlogCards blogCards={props.blogCards} />,
          featureBanner: <FeatureBanner banner={props.tenant.home.featureBanner} features={props.tenant.features} />,
          salesCounter: <SalesCounter count={props.salesToday} />,
        }[block.block];
        return <Fragment key={key}>{shell}</Fragment>;
      })}
    </>
  );
}
