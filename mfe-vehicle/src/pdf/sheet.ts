import {
  type Car,
  type CarType,
  carPriceText,
  DEALER_COMMENTS_PENDING,
  formatDate,
  revealedPhoneFor,
  type TenantConfig,
} from '@forecourt/shared';
import { keyInformationOf } from '@forecourt/shared/vehicle/key-information';
import { specificationRowsOf } from '@forecourt/shared/vehicle/specifications';
import { htmlToPlainText } from './plain-text';

// What the car's PDF sheet says (spec: 000 §7 "PDF for a car slug"), as text, before any drawing: the
// site, the car's title and price (the page's price rule, shared `carPriceText`), key information and
// specifications with units (the page's rows: shared vehicle/key-information, vehicle/specifications), features (standardEquipment), the dealer's comments as plain text, where
// the car is and whom to call, the car's link and the date. Pure, so every line is unit-tested.

/** One labelled value. */
export interface SheetRow {
  label: string;
  value: string;
}

/** The sheet's content. */
export interface CarSheet {
  siteName: string;
  title: string;
  /** "Used · Stock no. S1234" */
  subtitle: string;
  /** "$29,990 Drive Away", or "Enquire". */
  price: string;
  /** "Was $31,990", "$189 / week subscription". */
  priceNotes: string[];
  keyInformation: SheetRow[];
  specifications: SheetRow[];
  features: string[];
  /** Plain text, paragraphs on their own lines; the spec's pending text when there are none. */
  comments: string;
  location: { name: string; lines: string[]; phone: string | null };
  url: string;
  /** dd/MM/yyyy in the site's time zone. */
  date: string;
}

/** What the sheet reads of the site. */
export type SheetSite = Pick<TenantConfig, 'name' | 'phones'>;

/** Options of {@link carSheet}. */
export interface CarSheetOptions {
  /** The car page's absolute URL. */
  url: string;
  now: Date;
  /** Default Australia/Sydney. */
  timeZone?: string;
}

const CAR_TYPE_LABELS: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' };

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The date `now` falls on in `timeZone`, as dd/MM/yyyy. */
function localDate(now: Date, timeZone: string): string {
  // en-CA writes yyyy-MM-dd, which formatDate reads as written.
  return formatDate(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now),
  );
}

/**
 * The sheet of a car on a site.
 *
 * @example carSheet(car, tenant, { url: 'https://alpha.example.com/cars/x', now: new Date() }).price // '$29,990 Drive Away'
 */
export function carSheet(car: Car, site: SheetSite, options: CarSheetOptions): CarSheet {
  const price = carPriceText(car);
  const { address } = car.location;
  const comments = car.dealercomments ? htmlToPlainText(car.dealercomments) : '';
  return {
    siteName: site.name,
    title: present(car.name) ?? [car.year, car.make, car.model].join(' '),
    subtitle: `${CAR_TYPE_LABELS[car.car_type]} · Stock no. ${car.stocknum}`,
    price: [price.amount, price.type].filter(Boolean).join(' '),
    priceNotes: [price.was && `Was ${price.was}`, price.subscription && `${price.subscription} subscription`].filter(
      (note): note is string => Boolean(note),
    ),
    keyInformation: keyInformationOf(car),
    specifications: specificationRowsOf(car),
    features: [...new Set(car.standardEquipment.map((item) => item.trim()).filter(Boolean))],
    comments: comments || DEALER_COMMENTS_PENDING,
    location: {
      name: car.location.name,
      lines: [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')].filter(
        Boolean,
      ),
      phone: revealedPhoneFor(site.phones, { car_type: car.car_type, locationPhone: car.location.phone }),
    },
    url: options.url,
    date: localDate(options.now, options.timeZone ?? 'Australia/Sydney'),
  };
}
