import type { Car } from '../schemas/car';
import type { DealershipOverrides } from '../schemas/dealership';
import type { FeatureFlags } from '../schemas/tenant';
import { isInStockStatus } from '../stock/visibility';
import { CARD_BUTTON_LABELS, type CardButton, type CardButtonKind } from './card-labels';

// What a search card offers (spec: 000 §2 "Search card actions", §5 favourite and compare visibility;
// 001 §2 "Car card", §4 "Reserve button").

export { CARD_BUTTON_LABELS, type CardButton, type CardButtonKind } from './card-labels';

/** The explicit tag of a car that can only be test driven (spec: 000 §3, 001 §3 tag 'Test Drive Only'). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/**
 * The car fields the card rules read. Of the car's payment processors only whether it has one matters,
 * so a search card carries that flag instead of the list (`hasPaymentProcessor` makes it from a car).
 */
export type CardCarFields = Pick<
  Car,
  'status' | 'car_type' | 'price' | 'tag' | 'reserved' | 'images' | 'primary_image_url'
> & {
  has_payment_processor: boolean;
};

/** The site settings the card rules read. */
export interface CardConfig {
  features: Pick<
    FeatureFlags,
    'finance' | 'reserve' | 'buyOnline' | 'favouritesStorage' | 'compareStorage' | 'favouritesUsedOnly'
  >;
  /** The site's own text for Get Finance (spec: 001 §5 "Get Finance (or custom text)"); absent: Get Finance. */
  financeButtonLabel?: string | undefined;
}

/** What a card shows: its buttons in order, and whether the favourite toggle and compare button show. */
export interface CardActions {
  buttons: CardButton[];
  favourite: boolean;
  compare: boolean;
}

const button = (kind: CardButtonKind): CardButton => ({ kind, label: CARD_BUTTON_LABELS[kind] });

/**
 * Whether the car can be paid for online: it names at least one payment processor (spec: 001 §3 "Car
 * fields read: … payment_processors"; §4 "checkout is enabled for the car").
 * @example hasPaymentProcessor({ payment_processors: ['stripe'] }) // true
 */
export function hasPaymentProcessor(car: Pick<Car, 'payment_processors'>): boolean {
  return car.payment_processors.some((processor) => processor.trim() !== '');
}

/** Whether the car is tagged Test Drive Only (case and spaces ignored). */
export function isTestDriveOnly(car: Pick<Car, 'tag'>): boolean {
  return car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/** Whether the car has at least one image (its image list, or a primary image). */
function hasImage(car: Pick<Car, 'images' | 'primary_image_url'>): boolean {
  return car.images.length > 0 || Boolean(car.primary_image_url?.trim());
}

/**
 * Whether a car may be saved or compared on this site: in stock, and on sites flagged
 * `favouritesUsedOnly` also used, priced above 0 and with an image (spec: 000 §5).
 */
function isSaveable(car: CardCarFields, features: CardConfig['features']): boolean {
  if (!isInStockStatus(car.status)) return false;
  if (!features.favouritesUsedOnly) return true;
  return car.car_type === 'used' && car.price > 0 && hasImage(car);
}

/**
 * Whether the favourite toggle shows: favourites storage on, and the car saveable (spec: 000 §5).
 * @example canFavourite(inStockCar, { features: { favouritesStorage: true, favouritesUsedOnly: false, … } }) // true
 */
export function canFavourite(car: CardCarFields, tenant: CardConfig): boolean {
  return tenant.features.favouritesStorage && isSaveable(car, tenant.features);
}

/** Whether the compare button shows: compare storage on, and the car saveable (spec: 000 §5). */
export function canCompare(car: CardCarFields, tenant: CardConfig): boolean {
  return tenant.features.compareStorage && isSaveable(car, tenant.features);
}

/**
 * Whether the car can be reserved or bought online: the site offers checkout, the car has a payment
 * processor and a price, is in stock, not already reserved, and not Test Drive Only (spec: 001 §4).
 * @example isCheckoutEnabled({ ...inStockCar, has_payment_processor: true }, { features: { reserve: true, … } }) // true
 */
export function isCheckoutEnabled(car: CardCarFields, tenant: CardConfig): boolean {
  const { features } = tenant;
  return (
    (features.reserve || features.buyOnline) &&
    car.has_payment_processor &&
    car.price > 0 &&
    isInStockStatus(car.status) &&
    !car.reserved &&
    !isTestDriveOnly(car)
  );
}

/**
 * Whether Book a Test Drive is offered for the car: not for a coming_soon car of a dealership whose
 * overrides say so (spec: 001 §4 "Status coming_soon removes the test drive button on one dealership").
 * @example offersTestDrive({ status: 'coming_soon' }, { comingSoonHidesTestDrive: true }) // false
 */
export function offersTestDrive(
  car: Pick<Car, 'status'>,
  dealership: Pick<DealershipOverrides, 'comingSoonHidesTestDrive'>,
): boolean {
  return !(car.status === 'coming_soon' && dealership.comingSoonHidesTestDrive === true);
}

/**
 * A card's buttons and toggles. In stock: View Details, Get Finance (site with finance), Enquire, Book a
 * Test Drive, then Reserve this Car or Buy Online when checkout is enabled for the car. A Test Drive Only car
 * shows Book a Test Drive in finance's place and cannot be reserved. Not in stock: only Find Me
 * Something Similar (spec: 000 §2; 001 §2, §4). The car's dealership may remove Book a Test Drive
 * ({@link offersTestDrive}).
 * @example cardActions(soldCar, tenant).buttons // [{ kind: 'find-similar', label: 'Find Me Something Similar' }]
 */
export function cardActions(
  car: CardCarFields,
  tenant: CardConfig,
  dealership: Pick<DealershipOverrides, 'comingSoonHidesTestDrive'> = {},
): CardActions {
  const favourite = canFavourite(car, tenant);
  const compare = canCompare(car, tenant);
  if (!isInStockStatus(car.status)) return { buttons: [button('find-similar')], favourite, compare };

  const { features } = tenant;
  const testDrive = offersTestDrive(car, dealership) ? [button('test-drive')] : [];
  const buttons = [button('view-details')];
  if (isTestDriveOnly(car)) {
    buttons.push(...testDrive, button('enquire'));
  } else {
    if (features.finance)
      buttons.push({ kind: 'finance', label: tenant.financeButtonLabel ?? CARD_BUTTON_LABELS.finance });
    buttons.push(button('enquire'), ...testDrive);
  }
  if (isCheckoutEnabled(car, tenant)) buttons.push(button(features.buyOnline ? 'buy-online' : 'reserve'));
  return { buttons, favourite, compare };
}
