import { type Car, isInStock } from '@forecourt/shared';
import { scriptSafeJson } from '@forecourt/shared/format/script-json';
import type { Breadcrumb } from '../breadcrumbs/view';

export { scriptSafeJson };

// schema.org structured data for the vehicle page (issue 6): the car as a `Car` with its `Offer`
// (price in AUD, InStock or SoldOut, sold by the dealer location as an `AutoDealer`), and the
// breadcrumbs as a `BreadcrumbList`. Written into a <script type="application/ld+json">.

type JsonLd = Record<string, unknown>;

/** What the structured data needs beyond the car. */
export interface StructuredDataContext {
  /** The car's title, as the page's h1. */
  title: string;
  breadcrumbs: readonly Breadcrumb[];
  /** The car's photos (site-relative or absolute URLs). */
  images: readonly string[];
  /** The site's origin (`https://{host}`): schema.org wants absolute URLs. */
  origin: string;
}

const CONDITION: Record<Car['car_type'], string> = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
};

function absolute(origin: string, path: string): string {
  return new URL(path, origin).href;
}

/** Drops null, undefined and empty-string members, so the data says only what is known. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

function sellerOf(car: Car): JsonLd {
  const { location } = car;
  return compact({
    '@type': 'AutoDealer',
    name: location.name,
    telephone: location.phone?.trim(),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: 'AU',
    }),
  });
}

/**
 * The car and its offer as a schema.org `Car`.
 * @example vehicleJsonLd(car, context).offers // { '@type': 'Offer', price: 52990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock', … }
 */
export function vehicleJsonLd(car: Car, context: StructuredDataContext): JsonLd {
  const url = absolute(context.origin, car.path);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: context.title,
    url,
    image: context.images.map((src) => absolute(context.origin, src)),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: CONDITION[car.car_type],
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    vehicleIdentificationNumber: car.vin?.trim(),
    color: car.colour?.trim(),
    bodyType: car.simple_body?.trim(),
    fuelType: (car.simple_fuel ?? car.fuel)?.trim(),
    vehicleTransmission: (car.simple_transmission ?? car.trans)?.trim(),
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    offers: compact({
      '@type': 'Offer',
      url,
      // A price of 0 means "Enquire": an offer without a price rather than a free car.
      price: car.price > 0 ? car.price : null,
      priceCurrency: 'AUD',
      availability: isInStock(car) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: sellerOf(car),
    }),
  });
}

/**
 * The breadcrumbs as a schema.org `BreadcrumbList` (the current page is the car's own URL).
 * @example breadcrumbListJsonLd(crumbs, '/cars/x', 'https://example.com').itemListElement[0] // { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' }
 */
export function breadcrumbListJsonLd(crumbs: readonly Breadcrumb[], carPath: string, origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(origin, crumb.href ?? carPath),
    })),
  };
}

/**
 * The page's structured data, ready for a `<script type="application/ld+json">`: the car with its
 * offer, and the breadcrumbs.
 * @example structuredDataOf(car, { title, breadcrumbs, images, origin: 'https://harbourcity.example' })
 */
export function structuredDataOf(car: Car, context: StructuredDataContext): string {
  return scriptSafeJson([
    vehicleJsonLd(car, context),
    breadcrumbListJsonLd(context.breadcrumbs, car.path, context.origin),
  ]);
}
