import {
  CAR_TYPES,
  type CardButtonKind,
  type CarPriceText,
  type CarTagTone,
  type CarType,
  cardActions,
  carPriceText,
  type DealershipOverrides,
  type FragmentSiteSettings,
  formatKilometres,
  isInStockStatus,
  LIKE_THIS_WANT_SIMILAR,
  type SearchCard,
  tagForCar,
} from '@forecourt/shared';
import type { SavedCar } from '@forecourt/shared/device/saved-cars';
import { mediaSrcSet } from '@forecourt/shared/media/responsive';
import { LEAD_FORM_ANCHORS } from '@forecourt/shared/vehicle/lead-forms';

// Server side and the lazy search controller only: the island imports this file's types, never its
// values (they pull in the domain package and zod). A result card as the listing shows it, already
// formatted, so the card renders from its props alone (spec: 000 §2 "Search card actions", §4 tag
// priority, §5 favourite and compare visibility; 001 §2 "Car card").

/** Widths the card offers its photo at: a phone's column, the native 600, then for dense screens. */
export const CARD_IMAGE_WIDTHS = [320, 600, 900, 1200] as const;

/** The photo's quality: above the media route's detail threshold (50), lighter than its default 100. */
const CARD_IMAGE_QUALITY = 80;

/**
 * How wide a card's photo shows (the listing's grid, spec 001 §9 breakpoints): one column on phones, two
 * from sm, beside the 18rem filters from lg, three from xl.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) calc((100vw - 18rem) / 3), (min-width: 992px) calc((100vw - 18rem) / 2), (min-width: 576px) 50vw, 100vw';

/** The settings a card reads. */
export interface CardSettings {
  features: FragmentSiteSettings['features'];
  justArrivedDays: number;
  soldTagText: string;
  /** The site's finance page, or null without finance. */
  financeLink: string | null;
  /** The site's own Get Finance text (spec: 001 §5 "or custom text"); absent: Get Finance. */
  financeButtonLabel?: string | undefined;
  /**
   * The `config_overrides` of the site's dealerships that set any, by slug, as the loader read them (a
   * coming_soon car's Book a Test Drive depends on its dealership's); absent or missing: none.
   */
  dealershipOverrides?: Readonly<Record<string, DealershipOverrides>>;
}

/** One button of a card: what it does, its label and where it goes. */
export interface CardButtonView {
  kind: CardButtonKind;
  label: string;
  href: string;
}

/** A result card. */
export interface CardView {
  id: number;
  /** "2021 Toyota HiLux" */
  title: string;
  /** Badge and series, e.g. "SR5 MY21"; null when the car has neither. */
  variant: string | null;
  href: string;
  /** The photo: its plain URL, and its widths for the card's slot (null `srcSet`: a URL drawn at one size). */
  image: { src: string; alt: string; srcSet: string | null; sizes: string } | null;
  /** The dealer location the car is at (the image overlay). */
  location: string;
  tag: { label: string; tone: CarTagTone } | null;
  price: CarPriceText;
  /** Condition, odometer, transmission, body, fuel: in-stock cars only (spec: 001 §2). */
  specs: Array<{ label: string; value: string }>;
  /** Not in stock: the card says so and offers only Find Me Something Similar. */
  sold: boolean;
  /** "Like this and want something similar?" on a sold card (spec: 001 §2), else null. */
  soldMessage: string | null;
  buttons: CardButtonView[];
  /** Whether the favourite toggle and the compare button show (spec: 000 §5). */
  favourite: boolean;
  compare: boolean;
  /** What the favourites and compare lists remember of the car. */
  saved: SavedCar;
}

const CONDITION_LABELS: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/**
 * A car type as the listing says it.
 * @example conditionLabel('used') // "Used"
 */
export function conditionLabel(carType: string): string {
  return CONDITION_LABELS[carType] ?? carType;
}

/**
 * Where a card's button goes. The forms on the car (enquire, test drive, find similar) are the vehicle
 * page's; finance goes to the site's finance page with the car (spec: 000 §2 "query may carry
 * preferredDealership, vehiclePriceBudget, car_id, car_type, vin; hash #finance-form"); reserve and
 * buy online to the car's checkout (spec: 000 §2 "/cars/{slug}/checkout; on some sites /cars/{slug}/buy-online").
 * @example cardButtonHref('reserve', card, '/finance') // "/cars/2021-toyota-hilux-sr5-4021/checkout"
 */
export function cardButtonHref(
  kind: CardButtonKind,
  card: Pick<SearchCard, 'id' | 'slug' | 'path' | 'car_type' | 'price' | 'dealership_slug'>,
  financeLink: string | null,
): string {
  switch (kind) {
    case 'view-details':
      return card.path;
    case 'finance': {
      const query = new URLSearchParams({
        car_id: String(card.id),
        car_type: card.car_type,
        preferredDealership: card.dealership_slug,
      });
      if (card.price > 0) query.set('vehiclePriceBudget', String(card.price));
      return `${financeLink ?? '/finance'}?${query}#finance-form`;
    }
    case 'enquire':
      return `${card.path}#${LEAD_FORM_ANCHORS.enquiry}`;
    case 'test-drive':
      return `${card.path}#${LEAD_FORM_ANCHORS['test-drive']}`;
    case 'reserve':
      return `/cars/${encodeURIComponent(card.slug)}/checkout`;
    case 'buy-online':
      return `/cars/${encodeURIComponent(card.slug)}/buy-online`;
    case 'find-similar':
      return `${card.path}#${LEAD_FORM_ANCHORS['find-similar']}`;
  }
}

/** The card's car type; an unknown one counts as new, so no used-car-only rule applies to it. */
function carTypeOf(carType: string): CarType {
  return CAR_TYPES.find((known) => known === carType) ?? 'new';
}

function titleOf(card: Pick<SearchCard, 'year' | 'make' | 'model'>): string {
  return [String(card.year), card.make, card.model].filter((part) => part.trim() !== '').join(' ');
}

function specsOf(card: SearchCard): CardView['specs'] {
  const rows: Array<[label: string, value: string | null]> = [
    ['Condition', conditionLabel(card.car_type)],
    ['Odometer', formatKilometres(card.km)],
    ['Transmission', card.transmission],
    ['Body', card.body],
    ['Fuel Type', card.fuel],
  ];
  return rows.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}

/**
 * A search card as the listing shows it at `now` (the just-arrived tag depends on it).
 * @example toCardView(card, settings, new Date()).buttons[0] // { kind: 'view-details', label: 'View Details', href: card.path }
 */
export function toCardView(card: SearchCard, settings: CardSettings, now: Date): CardView {
  const sold = !isInStockStatus(card.status);
  const image = card.primary_image_url?.trim() || null;
  // The card's fields as the shared rules read a car. A search card carries no image list: its primary
  // image stands for the images. Its payment processor flag, price, status, reserved and tag decide
  // Reserve this Car / Buy Online (spec: 001 §4).
  const asCar = {
    ...card,
    car_type: carTypeOf(card.car_type),
    images: [],
    simple_fuel: card.fuel,
    fuel: null,
  };
  const actions = cardActions(
    asCar,
    { features: settings.features, financeButtonLabel: settings.financeButtonLabel },
    settings.dealershipOverrides?.[card.dealership_slug] ?? {},
  );
  const tag = tagForCar(
    asCar,
    { features: settings.features, justArrivedDays: settings.justArrivedDays, soldTagText: settings.soldTagText },
    now,
  );
  const title = titleOf(card);
  return {
    id: card.id,
    title,
    variant:
      [card.badge, card.series]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ') || null,
    href: card.path,
    image: image
      ? {
          src: image,
          alt: title,
          srcSet: mediaSrcSet(image, CARD_IMAGE_WIDTHS, CARD_IMAGE_QUALITY),
          sizes: CARD_IMAGE_SIZES,
        }
      : null,
    location: card.location_name,
    tag: tag ? { label: tag.label, tone: tag.tone } : null,
    price: carPriceText(card),
    specs: sold ? [] : specsOf(card),
    sold,
    soldMessage: sold ? LIKE_THIS_WANT_SIMILAR : null,
    buttons: actions.buttons.map((button) => ({
      ...button,
      href: cardButtonHref(button.kind, card, settings.financeLink),
    })),
    favourite: actions.favourite,
    compare: actions.compare,
    saved: {
      id: card.id,
      name: card.name,
      slug: card.slug,
      make: card.make,
      model: card.model,
      primary_image_url: card.primary_image_url,
    },
  };
}
