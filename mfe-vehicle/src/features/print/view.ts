import { type Car, isInStock } from '@forecourt/shared';
import type { SitePhones } from '@forecourt/shared/vehicle/dealer-phone';
import { type KeyInformationItem, keyInformationOf } from '@forecourt/shared/vehicle/key-information';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { type SpecRow, specificationRowsOf } from '@forecourt/shared/vehicle/specifications';
import { type DealerCommentsView, dealerCommentsOf } from '../dealer-comments/view';
import { featuresOf } from '../features/view';
import { locationOf, type VehicleLocation } from '../location/location-view';
import {
  CAR_TYPE_LABELS,
  imagesOf,
  priceOf,
  type VehicleImage,
  type VehiclePrice,
  vehicleTitle,
} from '../vehicle-page/view-model';

// The printable page (spec: 000 §2 "/print?car_id={slug}"): server HTML only, formatted here.

/** What the print page shows. */
export interface VehiclePrintView {
  title: string;
  carType: 'New' | 'Used' | 'Demo';
  /** True for a car not in stock (the page says it is sold instead of a price). */
  sold: boolean;
  price: VehiclePrice;
  /** The first photo; null without photos. */
  photo: VehicleImage | null;
  keyInformation: KeyInformationItem[];
  specifications: SpecRow[];
  features: string[];
  dealerComments: DealerCommentsView | null;
  location: VehicleLocation;
  /** The car's page, to go back to. */
  carPath: string;
  /** The PDF of the car (spec: 000 §7 "PDF for a car slug"), downloaded as {slug}.pdf. */
  pdf: { href: string; fileName: string };
}

/**
 * The print page's view of a car (pure).
 * The phone is the page's (shared `revealedPhoneFor` with the site's `phones`), printed in full: paper cannot reveal.
 * @example toVehiclePrintView(hilux).pdf // { href: '/api/cars/2021-toyota-hilux-sr5-4021/pdf', fileName: '2021-toyota-hilux-sr5-4021.pdf' }
 */
export function toVehiclePrintView(car: Car, phones?: SitePhones): VehiclePrintView {
  return {
    title: vehicleTitle(car),
    carType: CAR_TYPE_LABELS[car.car_type],
    sold: !isInStock(car),
    price: priceOf(car),
    photo: imagesOf(car)[0] ?? null,
    keyInformation: keyInformationOf(car),
    specifications: specificationRowsOf(car),
    features: featuresOf(car),
    dealerComments: dealerCommentsOf(car),
    location: locationOf(car, phones),
    carPath: car.path,
    pdf: { href: vehicleApiPaths.pdf(car.slug), fileName: `${car.slug}.pdf` },
  };
}
