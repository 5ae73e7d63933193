import {
  type Car,
  type CarTagTone,
  canCompare,
  canFavourite,
  type DealershipOverrides,
  FragmentSiteSettingsSchema,
  formatKilometres,
  formatPrice,
  formatWeeklyRepayment,
  hasPaymentProcessor,
  isCheckoutEnabled,
  isTestDriveOnly,
  offersTestDrive,
  signInHref,
  tagForCar,
} from '@forecourt/shared';
import type { SavedCar } from '@forecourt/shared/device/saved-cars';
import type { FragmentSiteSettings } from '@forecourt/shared/fragment/contract';
import { type FinanceEstimate, financeEstimate } from '@forecourt/shared/vehicle/finance-estimate';
import { marketPriceBadge } from '@forecourt/shared/vehicle/market-price';
import { vehicleApiPaths } from '@forecourt/shared/vehicle/paths';
import { maskPhone } from '@forecourt/shared/vehicle/phone-mask';
import type { ShareLink } from '@forecourt/shared/vehicle/share';
import { type StickyBarMessageLabel, stickyBarMessageLabel } from '@forecourt/shared/vehicle/sticky-bars';
import { watchlistIntentPath } from '@forecourt/shared/vehicle/watchlist-intent';
import type { VehicleLocation } from '../location/location-view';
import { DEFAULT_SOLD_TAG_TEXT } from '../sold/text';

// Server side only (the island imports the types): what the sidebar, its actions and the sticky bars
// show for an in-stock car, decided and formatted once on the server (spec: 000 §2 "Sidebar", §4, §5;
// 001 §2 "Car card and sidebar", §4 "Reserve button").

/** The sidebar's tag (shared `tagForCar`, spec: 000 §4 tag priority). */
export interface SidebarTag {
  label: string;
  tone: CarTagTone;
  /** The certified pre-owned tag's image (`features.cpoBadgeImage`), its alt text the label; null: the text tag. */
  image: string | null;
}

/** The dealer phone: masked until revealed (spec: 000 §4 "Phone reveal"). */
export interface SidebarPhone {
  /** As written, e.g. "(07) 3391 4400". */
  number: string;
  /** The first 5 characters, then every digit hidden. */
  masked: string;
  href: string;
  /** The site shows it revealed from the start (`features.phoneStartsRevealed`). */
  startsRevealed: boolean;
}

/** What the sidebar, its actions and the sticky bars show. */
export interface SidebarView {
  /** The car as the calls name it: `POST /api/reveal-phone`, `/api/watchlist/*`, the share link. */
  carId: number;
  slug: string;
  /** The car page's path, e.g. "/cars/2021-toyota-hilux-sr5-4021". */
  path: string;
  dealershipId: number;
  /** The site's website id (the fragment request's tenant); null when the request did not carry it. */
  websiteId: number | null;
  tag: SidebarTag | null;
  /** "$3,010 below the average market price of $56,000"; null without the badge (spec: 000 §5). */
  marketPrice: { saving: string; average: string } | null;
  /** The finance teaser and the basis the `#finance-calculator` section states; null without finance. */
  finance: { weekly: string; basis: string } | null;
  /** The three icons: kilometres, transmission, body (spec: 000 §2 "Sidebar"). */
  facts: { kilometres: string; transmission: string | null; body: string | null };
  phone: SidebarPhone | null;
  /** What the favourites and compare lists remember of the car, and whether their toggles show. */
  saved: SavedCar;
  favourite: boolean;
  compare: boolean;
  /** The watchlist (site feature): where a signed-out visitor signs in; null when the site has none. */
  watchlist: { signInHref: string } | null;
  printHref: string;
  pdf: { href: string; fileName: string };
  /** The history report (`car.file`); null hides the button (spec: 000 §2). */
  historyReportHref: string | null;
  /** A Test Drive Only car: Book a Test Drive instead of finance (spec: 001 §4). */
  testDriveOnly: boolean;
  /**
   * The lead form buttons, the key one first: Enquire Now then Book a Test Drive, the other way round
   * for a Test Drive Only car, and no Book a Test Drive where the car's dealership removes it (spec: 001 §4).
   */
  leadForms: ('enquiry' | 'test-drive')[];
  /** Reserve Car Now or Buy Online, where checkout is enabled for the car (spec: 001 §4). */
  checkout: { label: string; href: string } | null;
  /** Trade-in for this car, where the site and the car allow it. */
  tradeInHref: string | null;
  /** The dealer's sticky action bar (spec: 001 §2, `features.stickyBar`). */
  stickyActionBar: boolean;
  /** The action bar's enquiry control: 'Enquire Now', or 'Instant Message' where the dealer chose it (spec: 001 §2). */
  stickyMessageLabel: StickyBarMessageLabel;
  /** Share to a network in a 550 × 400 window (spec: 000 §9); none when the site's address is unknown. */
  shareLinks: ShareLink[];
}

/** spec: 000 §2 print route. */
export const printHref = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`;
/** spec: 000 §2 "/cars/trade-in?car_id={id}". */
export const tradeInHref = (id: number) => `/cars/trade-in?car_id=${id}`;
/** spec: 000 §2 "/cars/{slug}/checkout … on some sites /cars/{slug}/buy-online". */
export const checkoutHref = (slug: string, buyOnline: boolean) =>
  `/cars/${encodeURIComponent(slug)}/${buyOnline ? 'buy-online' : 'checkout'}`;

/** The checkout button's labels (spec: 001 §2 "Reserve Car Now"; 000 §2 "Buy Online"). */
export const CHECKOUT_LABELS = { reserve: 'Reserve Car Now', buyOnline: 'Buy Online' } as const;

/**
 * What the `#finance-calculator` section says the teaser's figure is based on.
 * @example financeBasis({ basis: 'quote', weekly: 131 }) // "*$131 /wk is the finance partner's quote for this car. …"
 */
export function financeBasis(estimate: FinanceEstimate, price: number): string {
  const weekly = formatWeeklyRepayment(estimate.weekly);
  if (estimate.basis === 'quote') {
    return `*${weekly} is the finance partner's quote for this car. Your repayments depend on your circumstances and the lender's approval.`;
  }
  return `*${weekly} estimates weekly repayments on ${formatPrice(price)} less a ${formatPrice(estimate.deposit)} deposit, over ${estimate.termYears} years at ${estimate.ratePercent}% p.a. Your repayments depend on your circumstances and the lender's approval.`;
}

/** The site's settings, the platform defaults where the request carried none. */
function settingsOr(settings: FragmentSiteSettings | undefined): FragmentSiteSettings {
  return settings ?? FragmentSiteSettingsSchema.parse({});
}

/**
 * The sidebar of an in-stock car (pure).
 * @example sidebarViewOf(car, { settings, websiteId: 101, now, location }).phone?.masked // "(07) XXXX XXXX"
 */
export function sidebarViewOf(
  car: Car,
  context: {
    settings?: FragmentSiteSettings | undefined;
    websiteId?: number | undefined;
    soldTagText?: string | undefined;
    now: Date;
    /** The dealer location's phone and its `tel:` link, as the page's location block has them. */
    location: Pick<VehicleLocation, 'phone' | 'phoneHref'>;
    /** The car's dealership's overrides, as the loader read them (absent: none). */
    dealership?: DealershipOverrides | undefined;
    /** The car page's share links at the site's address (shared `shareLinksFor`). */
    shareLinks?: ShareLink[] | undefined;
  },
): SidebarView {
  const settings = settingsOr(context.settings);
  const { features } = settings;
  const cardCar = { ...car, has_payment_processor: hasPaymentProcessor(car) };
  const tag = tagForCar(
    car,
    { features, justArrivedDays: settings.justArrivedDays, soldTagText: context.soldTagText || DEFAULT_SOLD_TAG_TEXT },
    context.now,
  );
  const market = marketPriceBadge(car.price, car.autograb_data);
  const testDriveOnly = isTestDriveOnly(car);
  const testDrive = offersTestDrive(car, context.dealership ?? {});
  const leadForms = (
    testDriveOnly ? (['test-drive', 'enquiry'] as const) : (['enquiry', 'test-drive'] as const)
  ).filter((form) => form === 'enquiry' || testDrive);
  const estimate = testDriveOnly || !features.finance ? null : financeEstimate(car, settings.finance);
  const { phone, phoneHref } = context.location;
  return {
    carId: car.id,
    slug: car.slug,
    path: car.path,
    dealershipId: car.dealership_id,
    websiteId: context.websiteId ?? null,
    tag: tag
      ? {
          label: tag.label,
          tone: tag.tone,
          image: tag.kind === 'certified-pre-owned' ? features.cpoBadgeImage : null,
        }
      : null,
    marketPrice: market
      ? { saving: formatPrice(market.saving), average: formatPrice(market.averageMarketPrice) }
      : null,
    finance: estimate
      ? { weekly: formatWeeklyRepayment(estimate.weekly), basis: financeBasis(estimate, car.price) }
      : null,
    facts: {
      kilometres: formatKilometres(car.km),
      transmission: car.simple_transmission?.trim() || car.trans?.trim() || null,
      body: car.simple_body?.trim() || car.bodyconfiguration?.trim() || null,
    },
    phone:
      phone && phoneHref
        ? { number: phone, masked: maskPhone(phone), href: phoneHref, startsRevealed: features.phoneStartsRevealed }
        : null,
    saved: {
      id: car.id,
      name: car.name,
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: car.primary_image_url,
    },
    favourite: canFavourite(cardCar, settings),
    compare: canCompare(cardCar, settings),
    watchlist: features.watchlist
      ? { signInHref: signInHref('watchlist', watchlistIntentPath(car.path), car.path) }
      : null,
    printHref: printHref(car.slug),
    pdf: { href: vehicleApiPaths.pdf(car.slug), fileName: `${car.slug}.pdf` },
    historyReportHref: car.file?.trim() || null,
    testDriveOnly,
    leadForms,
    checkout: isCheckoutEnabled(cardCar, settings)
      ? {
          label: features.buyOnline ? CHECKOUT_LABELS.buyOnline : CHECKOUT_LABELS.reserve,
          href: checkoutHref(car.slug, features.buyOnline),
        }
      : null,
    tradeInHref: features.tradeIn && car.trade_in_enabled ? tradeInHref(car.id) : null,
    stickyActionBar: features.stickyBar,
    stickyMessageLabel: stickyBarMessageLabel(features),
    shareLinks: context.shareLinks ?? [],
  };
}
