import type { Car } from '@forecourt/shared';
import { type SpecRow, specificationRowsOf } from '@forecourt/shared/vehicle/specifications';
import type { BlogCardView } from '../blogs/view';
import { type Breadcrumb, breadcrumbsOf } from '../breadcrumbs/view';
import { type DealerCommentsView, dealerCommentsOf } from '../dealer-comments/view';
import { featuresOf } from '../features/view';
import { structuredDataOf } from '../structured-data/view';
import { type UsedCarCheck, usedCarChecksOf } from '../used-car-checks/view';
import { viewCounterPathOf } from '../view-counter/view';

// The vehicle page's content sections (issue 6 "Content"): breadcrumbs, used-car checks, dealer
// comments, specifications, features, blogs and the view counter, formatted once on the server.
// Each section's rules live in its own folder; this gathers them for the page's data.

/** The content sections' props, part of the in-stock page's data. */
export interface VehicleContentView {
  breadcrumbs: Breadcrumb[];
  usedCarChecks: UsedCarCheck[];
  /** Null: no comments yet (the page says they are pending). */
  dealerComments: DealerCommentsView | null;
  specifications: SpecRow[];
  features: string[];
  /** Blog cards for the car's make (deferred data: empty when there are none or the call failed). */
  blogs: BlogCardView[];
  /** The view counter's URL; null when the site's id is unknown (nothing is counted). */
  viewCounterPath: string | null;
}

/** What the content needs beyond the car. */
export interface VehicleContentContext {
  title: string;
  now: Date;
  websiteId?: number | undefined;
  blogs?: BlogCardView[] | undefined;
}

/**
 * The content sections of an in-stock car's page.
 * @example vehicleContentOf(car, { title: '2021 Toyota HiLux SR5', now, websiteId: 3 }).breadcrumbs.length // 6
 */
export function vehicleContentOf(car: Car, context: VehicleContentContext): VehicleContentView {
  return {
    breadcrumbs: breadcrumbsOf(car, context.title),
    usedCarChecks: usedCarChecksOf(car, context.now),
    dealerComments: dealerCommentsOf(car),
    specifications: specificationRowsOf(car),
    features: featuresOf(car),
    blogs: context.blogs ?? [],
    viewCounterPath: context.websiteId === undefined ? null : viewCounterPathOf(car, context.websiteId),
  };
}

/**
 * The site's origin for absolute links: the gateway's canonical origin, else https://{host}; null when neither is known.
 * @example siteOriginOf({ host: 'harbourcity.example' }) // "https://harbourcity.example"
 */
export function siteOriginOf(site: { origin?: string | undefined; host?: string | undefined }): string | null {
  return site.origin ?? (site.host ? `https://${site.host}` : null);
}

/**
 * The page's JSON-LD (the car with its offer, and its breadcrumbs) at the site's origin (the gateway's:
 * its canonical origin, as the page's canonical link), else https://{host}; null when neither is known
 * (schema.org wants absolute URLs).
 * @example structuredDataFor(car, { title, images, origin: 'https://www.harbourcity.com.au' }) // '[{"@context":"https://schema.org","@type":"Car",…'
 */
export function structuredDataFor(
  car: Car,
  context: { title: string; images: readonly string[]; origin?: string | undefined; host?: string | undefined },
): string | null {
  const origin = siteOriginOf(context);
  if (!origin) return null;
  return structuredDataOf(car, {
    title: context.title,
    images: context.images,
    breadcrumbs: breadcrumbsOf(car, context.title),
    origin,
  });
}
