import {
  type Car,
  type CarPriceText,
  type CarType,
  carPriceText,
  type DealershipOverrides,
  ENQUIRE_PRICE,
  isInStock,
} from '@forecourt/shared';
import type { FragmentSiteSettings, FragmentTenant } from '@forecourt/shared/fragment/contract';
import { DEFAULT_DEALER_DELIVERY } from '@forecourt/shared/pricing/drive-away/rates';
import { type KeyInformationItem, keyInformationOf } from '@forecourt/shared/vehicle/key-information';
import { marketPositionOf } from '@forecourt/shared/vehicle/market-position';
import { carShareUrl, shareLinksFor } from '@forecourt/shared/vehicle/share';
import type { VehicleInsight } from '../../fragments/vehicle-insight';
import type { BlogCardView } from '../blogs/view';
import {
  type DeliveryCalculatorView,
  deliveryCalculatorOf,
  type FuelCalculatorView,
  fuelCalculatorOf,
} from '../calculators/view';
import { siteOriginOf, structuredDataFor, type VehicleContentView, vehicleContentOf } from '../content/view';
import { type DriveAwayEstimateView, driveAwayEstimateOf } from '../drive-away/view';
import { type GalleryView, galleryViewOf, heroImageOf } from '../gallery/view';
import { type LeadFormsView, leadFormsViewOf } from '../lead-forms/lead-forms-view';
import { locationOf, type VehicleLocation } from '../location/location-view';
import { type PriceComparisonView, priceComparisonOf } from '../price-comparison/view';
import { type PriceHistoryView, type PricePoint, priceHistoryViewOf } from '../price-history/view';
import { type SidebarView, sidebarViewOf } from '../sidebar/sidebar-view';
import { type SimilarCarsView, similarCarsOf } from '../similar-cars/card-view';
import { DEFAULT_SOLD_TAG_TEXT, SOLD_MESSAGE } from '../sold/text';

// Server side only: the island imports this file's types, never its values (they pull in the domain
// package and zod, which the browser must not download).
//
// The vehicle page's island props: what the page shows, already formatted on the server. The client
// hydrates from exactly this, so the markup depends on nothing else (no clock, no locale data of
// the browser), and the data island stays small (not the whole Car).

/** What the price says when the dealer gives none (price 0). */
export const ENQUIRE = ENQUIRE_PRICE;

/** One photo of the car: the full image and its thumbnail. */
export interface VehicleImage {
  src: string;
  thumbSrc: string;
}

/** What the price block shows (the shared `carPriceText`). */
export type VehiclePrice = CarPriceText;

export type { KeyInformationItem } from '@forecourt/shared/vehicle/key-information';

interface VehiclePageCommon {
  /** The mfe-vehicle release that rendered the page; shown in the fragment's footer. */
  remoteVersion: string;
  /** "{year} {make} {model} {badge} {series}" — the page's h1. */
  title: string;
  /** The lead forms' car, rules and defaults (features/lead-forms/lead-forms-view.ts); the sold view's find-similar too. */
  leadForms: LeadFormsView;
  /** schema.org JSON-LD of the car, its offer and breadcrumbs, escaped for a script element; null without the site's host. */
  structuredData: string | null;
  /** Similar cars, under the page and on the sold view (features/similar-cars/card-view.ts); null cards: the island loads them. */
  similarCars: SimilarCarsView;
}

/** An in-stock car (in_stock or coming_soon): the full page. */
export interface InStockVehiclePageData extends VehiclePageCommon {
  availability: 'in-stock';
  carType: 'New' | 'Used' | 'Demo';
  price: VehiclePrice;
  images: VehicleImage[];
  /** The gallery: photos and video as slides, the 360° spin, the interior, the views (features/gallery/view.ts). */
  gallery: GalleryView;
  keyInformation: KeyInformationItem[];
  /** The car's listing title on carsales (`carsales_title`), shown under the h1; null when blank or the same as the title. */
  carsalesTitle: string | null;
  location: VehicleLocation;
  /** The sidebar, its actions and the sticky bars (features/sidebar/sidebar-view.ts). */
  sidebar: SidebarView;
  /** Breadcrumbs, used-car checks, dealer comments, specifications, features, blogs, view counter (features/content/view.ts). */
  content: VehicleContentView;
  /** The fuel calculator (features/calculators/view.ts); null for an electric car. */
  fuelCalculator: FuelCalculatorView | null;
  /** The delivery calculator, with the outcome of a postcode sent by the plain form. */
  deliveryCalculator: DeliveryCalculatorView;
  /** The drive-away estimate (features/drive-away/view.ts); null unless the price excludes government charges. */
  driveAway: DriveAwayEstimateView | null;
  /** The price comparison panel (features/price-comparison/view.ts); null when it shows none. */
  priceComparison: PriceComparisonView | null;
  /** The price history chart (features/price-history/view.ts); null without two prices to compare. */
  priceHistory: PriceHistoryView | null;
}

/** A sold car (any other status): only the sold notice (spec: 000 §2, §4). */
export interface SoldVehiclePageData extends VehiclePageCommon {
  availability: 'sold';
  soldTagText: string;
}

/** The vehicle page island's props. */
export type VehiclePageData = InStockVehiclePageData | SoldVehiclePageData;

/** What a page needs to know about the site and the build, beyond the car. */
export interface VehiclePageContext {
  /** The release of this remote that renders (from its release.json). */
  remoteVersion: string;
  /** The site (the fragment request's tenant). Its `soldTagText` is used once the fragment contract carries it. */
  tenant?:
    | (Pick<FragmentTenant, 'slug'> & Partial<Pick<FragmentTenant, 'soldTagText' | 'websiteId' | 'host' | 'origin'>>)
    | undefined;
  /** The site's settings as the gateway sent them (absent: the platform defaults). */
  settings?: FragmentSiteSettings | undefined;
  /** The render's clock (tags such as Just Arrived read it). Default: now. */
  now?: Date | undefined;
  /** Blog cards for the car's make, when the fragment loaded them (deferred data). */
  blogs?: BlogCardView[] | undefined;
  /** Price comparison, similar cars and a delivery estimate, as the fragment loaded them (fragments/vehicle-insight.ts). */
  insight?: VehicleInsight | undefined;
  /** The car's dealership's `config_overrides`, read by the loader (absent: none). */
  dealership?: DealershipOverrides | undefined;
  /** The car's recorded prices, as the loader read them (absent: none). */
  priceHistory?: readonly PricePoint[] | undefined;
  /** The postcode the page was asked a drive-away estimate for (`?drive_away_postcode=`, the plain form). */
  driveAwayPostcode?: string | undefined;
}

/** How the page names each car type. */
export const CAR_TYPE_LABELS: Record<CarType, InStockVehiclePageData['carType']> = {
  new: 'New',
  used: 'Used',
  demo: 'Demo',
};

/**
 * The car's title: year, make, model, then badge and series when present.
 * @example vehicleTitle({ year: 2021, make: 'Toyota', model: 'HiLux', badge: 'SR5', series: null }) // "2021 Toyota HiLux SR5"
 */
export function vehicleTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [String(car.year), car.make, car.model, car.badge, car.series]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .join(' ');
}

/**
 * The price block: the shared card and page rule (a price of 0 reads "Enquire"; the was-price shows
 * only when the car is now cheaper).
 * @example priceOf({ price: 42990, before_price: 45990, price_type: 'Drive Away', subscription_price: null })
 * // { amount: '$42,990', type: 'Drive Away', was: '$45,990', subscription: null }
 */
export function priceOf(car: Pick<Car, 'price' | 'before_price' | 'price_type' | 'subscription_price'>): VehiclePrice {
  return carPriceText(car);
}

/** The car's photos; a car with no image list but a primary image still gets that one. */
export function imagesOf(car: Pick<Car, 'images' | 'primary_image_url'>): VehicleImage[] {
  if (car.images.length > 0) return car.images.map(({ image }) => ({ src: image.url, thumbSrc: image.thumb.url }));
  return car.primary_image_url ? [{ src: car.primary_image_url, thumbSrc: car.primary_image_url }] : [];
}

/**
 * The carsales listing title when it says more than the page's title (spec: 000 §3 Car `carsales_title`).
 * @example carsalesTitleOf({ carsales_title: '2021 Toyota HiLux SR5 Automatic Ute' }, '2021 Toyota HiLux SR5') // "2021 Toyota HiLux SR5 Automatic Ute"
 */
export function carsalesTitleOf(car: Pick<Car, 'carsales_title'>, title: string): string | null {
  const carsalesTitle = car.carsales_title?.trim();
  return carsalesTitle && carsalesTitle !== title ? carsalesTitle : null;
}

/**
 * The vehicle page island's props for a car (pure).
 * @example toVehiclePageData(car, { remoteVersion: '1.0.0' }).title // "2021 Toyota HiLux SR5"
 */
export function toVehiclePageData(car: Car, context: VehiclePageContext): VehiclePageData {
  const title = vehicleTitle(car);
  const structuredData = structuredDataFor(car, {
    title,
    images: imagesOf(car).map((image) => image.src),
    origin: context.tenant?.origin,
    host: context.tenant?.host,
  });
  const common = {
    remoteVersion: context.remoteVersion,
    title,
    structuredData,
    leadForms: leadFormsViewOf(car, context.settings),
    similarCars: similarCarsOf(car, context.insight?.similarCars),
  };
  if (!isInStock(car)) {
    return {
      ...common,
      availability: 'sold',
      soldTagText: context.tenant?.soldTagText?.trim() || DEFAULT_SOLD_TAG_TEXT,
    };
  }
  const location = locationOf(car, context.settings?.phones);
  const origin = siteOriginOf(context.tenant ?? {});
  return {
    ...common,
    availability: 'in-stock',
    carType: CAR_TYPE_LABELS[car.car_type],
    price: priceOf(car),
    images: imagesOf(car),
    gallery: galleryViewOf(car, { siteDefault: context.settings?.galleryDefaultView }),
    keyInformation: keyInformationOf(car),
    carsalesTitle: carsalesTitleOf(car, title),
    location,
    sidebar: sidebarViewOf(car, {
      settings: context.settings,
      websiteId: context.tenant?.websiteId,
      soldTagText: context.tenant?.soldTagText,
      now: context.now ?? new Date(),
      location,
      dealership: context.dealership,
      shareLinks: origin ? shareLinksFor(carShareUrl(origin, car.path), title) : [],
    }),
    content: vehicleContentOf(car, {
      title,
      now: context.now ?? new Date(),
      websiteId: context.tenant?.websiteId,
      blogs: context.blogs,
    }),
    fuelCalculator: fuelCalculatorOf(car),
    deliveryCalculator: deliveryCalculatorOf(car, context.insight?.delivery),
    driveAway: driveAwayEstimateOf(
      car,
      context.settings?.driveAway.dealerDelivery ?? DEFAULT_DEALER_DELIVERY,
      context.driveAwayPostcode,
    ),
    priceComparison: priceComparisonOf(
      context.insight?.priceComparison ?? null,
      marketPositionOf(
        car.price,
        (context.insight?.similarCars?.hits ?? []).filter((hit) => hit.slug !== car.slug).map((hit) => hit.price),
      ),
    ),
    priceHistory: priceHistoryViewOf(context.priceHistory ?? [], context.now ?? new Date()),
  };
}

/** The page's `<head>` as the primary fragment sets it. */
export interface VehiclePageHead {
  title: string;
  description: string;
  preloadImages: string[];
}

/**
 * Title, description and the hero image to preload, from the page data.
 * @example headFor(data).title // "2021 Toyota HiLux SR5 for sale"
 */
export function headFor(data: VehiclePageData): VehiclePageHead {
  if (data.availability === 'sold') {
    return {
      title: `${data.title} (sold)`,
      description: `This ${data.title} has been sold. ${SOLD_MESSAGE}`,
      preloadImages: [],
    };
  }
  const price =
    data.price.amount === ENQUIRE ? 'price on enquiry' : [data.price.amount, data.price.type].filter(Boolean).join(' ');
  const kilometres = data.keyInformation.find((item) => item.label === 'Kilometres')?.value;
  const facts = [`${data.carType} ${data.title}`, kilometres, price].filter(Boolean).join(', ');
  // The gallery's first picture: the spin's first frame when the spinner opens the page.
  const hero = heroImageOf(data.gallery);
  return {
    title: `${data.title} for sale`,
    description: `${facts}, at ${data.location.name}, ${data.location.locality}.`,
    preloadImages: hero ? [hero] : [],
  };
}
