import { slugify } from '@forecourt/shared';
import { gridColumns } from '@forecourt/shared/locations/layout';
import type { LocationsPageLoad } from '@forecourt/shared/pages/locations';
import type { DealershipChoice } from '../enquiry/EnquiryForm';
import { type LocationCardView, locationCardView } from '../location-card/view';

// The location listings (spec: 001 §2 routes /contact-us, /contact, /dealerships,
// /dealerships/{brand}?filter=brand): every visible location of the site, by dealership, or only the
// dealerships of one brand.

/** Which listing the path is. */
export type DirectoryPage = 'contact-us' | 'contact' | 'dealerships';

/** One dealership's group of cards. */
export interface DirectoryGroup {
  name: string;
  slug: string;
  columns: number;
  cards: LocationCardView[];
}

/** The listing's props. */
export interface DirectoryView {
  title: string;
  intro: string;
  groups: DirectoryGroup[];
  /**
   * The general enquiry form the page ends with (null: none), with the dealerships to choose from on a
   * site whose forms ask for one (else empty: the API files it with the site's one dealership), and the
   * page's path it sends as its `page_id`.
   */
  enquiry: { dealerships: DealershipChoice[]; pageId: string } | null;
}

const TITLES: Readonly<Record<DirectoryPage, string>> = {
  'contact-us': 'Contact Us',
  contact: 'Contact Us',
  dealerships: 'Our Dealerships',
};

/**
 * The listing for a page, or null when a brand names none of the site's dealerships (a 404).
 * @example directoryView(load, 'dealerships', 'toyota', new Date())?.groups[0]?.name // 'Harbour City Toyota'
 */
export function directoryView(
  load: LocationsPageLoad,
  page: DirectoryPage,
  brand: string | null,
  now: Date,
): DirectoryView | null {
  const sells = (dealership: LocationsPageLoad['dealerships'][number]) =>
    brand === null ||
    (dealership.make !== null && slugify(dealership.make) === brand) ||
    load.locations.some(
      (l) => l.dealership_slug === dealership.slug && l.manufacturers.some((make) => slugify(make) === brand),
    );
  const groups = load.dealerships.filter(sells).flatMap((dealership) => {
    const cards = load.locations
      .filter((l) => l.dealership_slug === dealership.slug)
      .map((l) => locationCardView(l, now));
    return cards.length === 0
      ? []
      : [{ name: dealership.name, slug: dealership.slug, columns: gridColumns(cards.length), cards }];
  });
  if (groups.length === 0) return null;
  const brandName = brand === null ? null : groups[0]?.cards[0] && brandLabel(load, brand);
  return {
    title: brandName ? `${brandName} Dealerships` : TITLES[page],
    intro: page === 'dealerships' ? 'Find the dealership nearest you.' : 'Call, visit or send us a message.',
    groups,
    enquiry:
      page === 'dealerships'
        ? null
        : {
            pageId: `/${page}`,
            dealerships: load.dealershipSelect
              ? load.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name }))
              : [],
          },
  };
}

function brandLabel(load: LocationsPageLoad, brand: string): string {
  const make = load.locations.flatMap((l) => l.manufacturers).find((name) => slugify(name) === brand);
  return make ?? brand;
}
