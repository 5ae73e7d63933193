import { type Car, type CarLocation, type CarType, type Dealership, type Location, slugify } from '@forecourt/shared';
import { dealerComment, UNSAFE_DEALER_COMMENTS } from './comments';
import { addDays, addMinutes, type DayStart, formatDay, formatInstant, formatMonth, yearOf } from './dates';
import { DEALERSHIP_PLANS, type DealershipPlan } from './dealerships';
import { standardEquipment } from './equipment';
import { lendersFor, MIN_QUOTE_PRICE, quoteFor } from './finance';
import type { LocationStockInfo } from './locations';
import type { ItemType } from './makes';
import { carMedia } from './media';
import {
  hasSiteOnlySeries,
  isCurrentModel,
  MODEL_CATALOGUE,
  MODEL_YEAR_SERIES,
  type ModelSpec,
  type SimpleBody,
} from './models';
import type { Random, Weighted } from './random';
import { nvicFor, plateFor, vinFor } from './registration';
import { type FrameKey, frame, powertrain, variantFor } from './specs';

// The stock: thousands of cars, bikes, trucks and caravans following each dealership's stock plan.
// Every relative date is anchored on `today` so "sold in the last 3 days" (spec: 001 §9) and "just
// arrived within 8 days" (spec: 000 §9) always have cars, whatever day the seed runs.

/** Status shares; the last two are "other values", which the product treats as sold (spec: 000 §3). */
const STATUS_WEIGHTS: readonly Weighted<string>[] = [
  ['in_stock', 843],
  ['coming_soon', 50],
  ['sold', 80],
  ['sold_pending', 17],
  ['under_offer', 10],
];
const SOLD_STATUSES: ReadonlySet<string> = new Set(['sold', 'sold_pending']);
const IN_STOCK_STATUSES: ReadonlySet<string> = new Set(['in_stock', 'coming_soon']);

const SOLD_WITHIN_DAYS = 10;
const STOCK_AGE_DAYS = 120;
/** spec: 000 §9 "Just-arrived days: default 8" — a share of cars arrive inside that window. */
const JUST_ARRIVED_DAYS = 8;
const JUST_ARRIVED_SHARE = 0.12;
const BUSINESS_DAY_START_MINUTES = 8 * 60;
const BUSINESS_DAY_END_MINUTES = 18 * 60;

const HIDDEN_SHARE = 0.02;
const BEFORE_PRICE_SHARE = 0.15;
const SUBSCRIPTION_SHARE = 0.05;
const ENQUIRE_PRICE_SHARE = 0.004;
const RESERVED_SHARE = 0.03;
const CERTIFIED_SHARE = 0.33;
const CERTIFIED_MAX_AGE = 6;
const AUTOGRAB_SHARE = 0.85;
const AUTOGRAB_ABOVE_SHARE = 0.35;
/** spec: 000 §5 market-price badge "shown when the price is 500 or more below the average". */
const MARKET_BADGE_GAP = 500;
const QUOTE_SHARE = 0.88;
const LENDERS_SHARE = 0.2;
const NVIC_SHARE = 0.7;
const HISTORY_REPORT_SHARE = 0.35;
const UNREGISTERED_USED_SHARE = 0.08;
const TRADE_IN_SHARE = 0.85;
const CARSALES_TITLE_SHARE = 0.5;
const PRIVATE_SALE_SHARE = 0.02;
const ALT_BODY_SHARE = 0.12;
const SERIES_SHARE = 0.85;
const PREORDER_SHARE = 0.4;
const RESERVE_AMOUNTS: readonly Weighted<number | null>[] = [
  [200, 80],
  [500, 15],
  [null, 5],
];
const BEFORE_PRICE_GAPS = [1000, 1500, 2000, 2500, 3000, 4000, 5000] as const;

/** Age (years) of used stock and its share. */
// biome-ignore format: weights read best packed
const USED_AGE_WEIGHTS: readonly Weighted<number>[] = [
  [1, 8], [2, 12], [3, 13], [4, 12], [5, 11], [6, 9], [7, 8], [8, 7], [9, 5], [10, 5], [11, 3], [12, 3], [13, 2], [14, 1], [15, 1],
];

const KM_PER_YEAR: Record<ItemType, number> = { car: 15_000, motorcycle: 5_000, truck: 60_000, caravan: 0 };

/** Share of the new price kept after the first year, then each further year. */
const DEPRECIATION: Record<ItemType, { firstYear: number; perYear: number }> = {
  car: { firstYear: 0.82, perYear: 0.89 },
  motorcycle: { firstYear: 0.85, perYear: 0.9 },
  truck: { firstYear: 0.8, perYear: 0.9 },
  caravan: { firstYear: 0.88, perYear: 0.93 },
};
const MIN_USED_PRICE = 2990;

// biome-ignore format: weights read best packed
const COLOURS: Record<ItemType, readonly Weighted<string>[]> = {
  car: [['White', 30], ['Grey', 18], ['Black', 12], ['Silver', 10], ['Blue', 9], ['Red', 7], ['Green', 2], ['Beige', 1], ['Orange', 1.5], ['Brown', 1], ['Yellow', 1], ['Maroon', 0.7], ['Gold', 0.5], ['Bronze', 0.5], ['Purple', 0.3]],
  motorcycle: [['Black', 30], ['Grey', 15], ['Red', 15], ['Blue', 12], ['White', 10], ['Green', 8], ['Orange', 5], ['Yellow', 3], ['Silver', 2]],
  truck: [['White', 70], ['Red', 6], ['Blue', 6], ['Silver', 5], ['Black', 5], ['Yellow', 3], ['Green', 3], ['Orange', 2]],
  caravan: [['White', 85], ['Silver', 5], ['Grey', 5], ['Beige', 3], ['Black', 2]],
};

// biome-ignore format: weights read best packed
const INTERIOR_COLOURS: Record<ItemType, readonly Weighted<string | null>[]> = {
  car: [['Black', 55], ['Charcoal', 12], ['Grey', 10], ['Black Leather', 10], ['Beige', 6], ['Tan Leather', 5], ['Red and Black', 2]],
  motorcycle: [[null, 1]],
  truck: [['Grey', 3], ['Black', 2]],
  caravan: [['Oak and Cream', 3], ['Walnut', 2], ['Light Grey', 3], ['Coastal White', 1]],
};

// biome-ignore format: a table reads best packed
const PRIVATE_SALE_SUBURBS: readonly [suburb: string, postcode: string][] = [
  ['Ryde', '2112'], ['Hornsby', '2077'], ['Cronulla', '2230'], ['Manly', '2095'], ['Campbelltown', '2560'], ['Castle Hill', '2154'],
];

export interface CarBuildContext {
  today: DayStart;
  dealerships: readonly Dealership[];
  locations: readonly Location[];
  stockInfo: ReadonlyMap<number, LocationStockInfo>;
}

interface ModelPools {
  new: readonly Weighted<ModelSpec>[];
  used: readonly Weighted<ModelSpec>[];
}

/** The models a dealership can stock, per item type and condition, weighted by popularity. */
function modelPools(plan: DealershipPlan, currentYear: number): Map<ItemType, ModelPools> {
  const pools = new Map<ItemType, ModelPools>();
  for (const [itemType] of plan.stock.itemTypes) {
    const eligible = MODEL_CATALOGUE.filter(
      (model) => model.itemType === itemType && (plan.stock.siteOnlySeries || !hasSiteOnlySeries(model)),
    );
    const weighted = (models: ModelSpec[]) => models.map((model) => [model, model.popularity] as const);
    pools.set(itemType, {
      new: weighted(eligible.filter((m) => plan.stock.newMakes.includes(m.make) && isCurrentModel(m, currentYear))),
      used: weighted(eligible.filter((m) => m.years[0] <= currentYear - 1)),
    });
  }
  return pools;
}

function carLocationOf(location: Location, siblings: readonly Location[]): CarLocation {
  const { street, city, state, postcode, lat, long } = location.address;
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    phone: location.contact_detail.phone,
    city,
    state,
    distribution_locations: siblings.filter((other) => other.id !== location.id).map((other) => other.name),
    address: { id: location.id, street, city, state, postcode, lat, long },
  };
}

/** A price as dealers write it: to the nearest thousand, less ten dollars (45,990). */
function dealerPrice(amount: number): number {
  return Math.max(990, Math.round(amount / 1000) * 1000 - 10);
}

function clampYear(year: number, model: ModelSpec, latest: number): number {
  const [from, to] = model.years;
  return Math.min(Math.max(year, from), to ?? latest, latest);
}

function pickYear(rng: Random, model: ModelSpec, carType: CarType, currentYear: number): number {
  if (carType === 'new') return clampYear(rng.chance(0.8) ? currentYear : currentYear - 1, model, currentYear);
  if (carType === 'demo') return clampYear(rng.chance(0.5) ? currentYear : currentYear - 1, model, currentYear);
  return clampYear(currentYear - rng.weighted(USED_AGE_WEIGHTS), model, currentYear - 1);
}

/** Most stock is the model's main body; some is another body it comes in (a cab-chassis Hilux). */
function pickBody(rng: Random, model: ModelSpec): { body: SimpleBody; frameKey: FrameKey } {
  if (model.altBodies.length === 0 || !rng.chance(ALT_BODY_SHARE)) return { body: model.body, frameKey: model.frame };
  const body = rng.pick(model.altBodies);
  const frameKey: FrameKey =
    body === 'Cab Chassis' || body === 'Ute'
      ? 'cabChassis'
      : body === 'Convertible'
        ? 'convertible'
        : body === 'People Mover'
          ? 'peopleMover'
          : model.frame;
  return { body, frameKey };
}

function pickSeries(rng: Random, model: ModelSpec, year: number): string | null {
  if (model.series === null) return null;
  if (model.series === MODEL_YEAR_SERIES) return `MY${String(year).slice(2)}`;
  return rng.chance(SERIES_SHARE) ? rng.pick(model.series) : null;
}

function pickKm(rng: Random, itemType: ItemType, carType: CarType, age: number): number {
  if (itemType === 'caravan') return 0;
  if (carType === 'new') return rng.int(5, 50);
  if (carType === 'demo') return itemType === 'motorcycle' ? rng.int(100, 3000) : rng.int(500, 15_000);
  return Math.max(1000, Math.round(KM_PER_YEAR[itemType] * Math.max(age, 0.5) * rng.float(0.45, 1.55)));
}

function usedValue(rng: Random, newPrice: number, itemType: ItemType, age: number, km: number): number {
  const { firstYear, perYear } = DEPRECIATION[itemType];
  const expectedKm = KM_PER_YEAR[itemType] * Math.max(age, 1);
  const kmFactor = expectedKm === 0 ? 1 : Math.min(1.08, Math.max(0.85, 1 - ((km - expectedKm) / expectedKm) * 0.12));
  const value = newPrice * firstYear * perYear ** Math.max(0, age - 1) * kmFactor * rng.float(0.95, 1.05);
  return Math.max(MIN_USED_PRICE, dealerPrice(value));
}

function pickPrice(
  rng: Random,
  newPrice: number,
  itemType: ItemType,
  carType: CarType,
  age: number,
  km: number,
): number {
  if (rng.chance(ENQUIRE_PRICE_SHARE)) return 0;
  if (carType === 'new') return dealerPrice(newPrice * rng.float(0.97, 1.03));
  if (carType === 'demo') return dealerPrice(newPrice * rng.float(0.86, 0.94));
  return usedValue(rng, newPrice, itemType, age, km);
}

function timeOfDay(rng: Random, day: number): number {
  return addMinutes(day, rng.int(BUSINESS_DAY_START_MINUTES, BUSINESS_DAY_END_MINUTES));
}

/** created_at, updated_at and sold_at, all before `today` begins. */
function stockDates(rng: Random, status: string, today: DayStart) {
  if (SOLD_STATUSES.has(status)) {
    const soldAt = timeOfDay(rng, addDays(today, -rng.int(1, SOLD_WITHIN_DAYS)));
    const createdAt = timeOfDay(rng, addDays(soldAt, -rng.int(5, STOCK_AGE_DAYS - SOLD_WITHIN_DAYS)));
    return { createdAt, updatedAt: soldAt, soldAt };
  }
  const ageDays = rng.chance(JUST_ARRIVED_SHARE)
    ? rng.int(1, JUST_ARRIVED_DAYS - 1)
    : rng.int(JUST_ARRIVED_DAYS, STOCK_AGE_DAYS);
  const createdAt = timeOfDay(rng, addDays(today, -ageDays));
  const updatedAt = Math.max(createdAt, timeOfDay(rng, addDays(today, -rng.int(1, ageDays))));
  return { createdAt, updatedAt, soldAt: null };
}

/** Build and compliance months, never after the vehicle arrived in stock. */
function buildDates(rng: Random, year: number, arrivedAt: number) {
  // A car plated next year can arrive in December: it was still built in January of its year at the latest.
  const latestMonth =
    year === yearOf(arrivedAt) ? new Date(arrivedAt).getUTCMonth() : year < yearOf(arrivedAt) ? 11 : 0;
  const built = Date.UTC(year, rng.int(0, latestMonth), 1);
  const complied = Date.UTC(year, new Date(built).getUTCMonth() + rng.int(0, 2), 1);
  return {
    build_date: formatMonth(built),
    compliance_date: formatMonth(Math.max(built, Math.min(complied, arrivedAt))),
  };
}

function pickTag(
  rng: Random,
  carType: CarType,
  year: number,
  currentYear: number,
  hasBeforePrice: boolean,
): string | null {
  if (hasBeforePrice && rng.chance(0.5)) return 'Price Drop';
  if (carType !== 'used' && year < currentYear && rng.chance(0.5)) return 'Runout Sale';
  if ((carType === 'demo' && rng.chance(0.1)) || (carType === 'new' && rng.chance(0.02))) return 'Test Drive Only';
  return null;
}

function autograbFor(rng: Random, price: number, itemType: ItemType) {
  if (itemType !== 'car' || price === 0 || !rng.chance(AUTOGRAB_SHARE)) return null;
  const average = rng.chance(AUTOGRAB_ABOVE_SHARE)
    ? price + rng.int(MARKET_BADGE_GAP, 4000)
    : Math.round(price * rng.float(0.94, 1.02));
  return { average_market_price: average, state_average_market_price: Math.round(average * rng.float(0.97, 1.03)) };
}

interface CarSlot {
  id: number;
  plan: DealershipPlan;
  dealership: Dealership;
  yard: Location;
  yardSiblings: readonly Location[];
  model: ModelSpec;
  carType: CarType;
  today: DayStart;
}

function buildCar(rng: Random, slot: CarSlot): Car {
  const { id, plan, dealership, yard, model, carType, today } = slot;
  const currentYear = yearOf(today);
  const itemType = model.itemType;
  const year = pickYear(rng, model, carType, currentYear);
  const age = currentYear - year;
  const badge = rng.weighted(model.badges.map((b, index) => [b, model.badges.length - index + 1] as const));
  const train = powertrain(badge.powertrain);
  const { body, frameKey } = pickBody(rng, model);
  const size = frame(frameKey);
  const colour = rng.weighted(COLOURS[itemType]);
  const km = pickKm(rng, itemType, carType, age);
  const price = pickPrice(rng, badge.price, itemType, carType, age, km);
  const beforePrice = price > 0 && rng.chance(BEFORE_PRICE_SHARE) ? price + rng.pick(BEFORE_PRICE_GAPS) : null;
  const status = rng.weighted(STATUS_WEIGHTS);
  const inStock = IN_STOCK_STATUSES.has(status);
  const tag = pickTag(rng, carType, year, currentYear, beforePrice !== null);
  const reserved = status === 'in_stock' && tag !== 'Test Drive Only' && rng.chance(RESERVED_SHARE);
  const certified = carType === 'used' && age <= CERTIFIED_MAX_AGE && rng.chance(CERTIFIED_SHARE);
  const { createdAt, updatedAt, soldAt } = stockDates(rng, status, today);
  const name = [year, model.make, model.name, badge.name].filter((part) => part !== null).join(' ');
  const slug = `${slugify(name)}-${id}`;
  const { state, city } = yard.address;
  const registered = carType !== 'new' && !(carType === 'used' && rng.chance(UNREGISTERED_USED_SHARE));
  const vin = vinFor(rng, model.make, year);
  const nvic = itemType === 'car' && rng.chance(NVIC_SHARE) ? nvicFor(rng) : null;
  const equipment = standardEquipment(rng, itemType, body, train.fuel);
  const reservable = plan.stock.reserve && inStock && price > 0 && tag !== 'Test Drive Only';
  const privateSale = plan.make === null && carType === 'used' && rng.chance(PRIVATE_SALE_SHARE);
  const [privateSuburb, privatePostcode] = privateSale ? rng.pick(PRIVATE_SALE_SUBURBS) : [null, null];
  const quotable = inStock && !reserved && price > MIN_QUOTE_PRICE;
  return {
    id,
    slug,
    path: `/cars/${slug}`,
    name,
    year,
    make: model.make,
    model: model.name,
    badge: badge.name,
    series: pickSeries(rng, model, year),
    colour,
    interior_colour: rng.weighted(INTERIOR_COLOURS[itemType]),
    km,
    price,
    before_price: beforePrice,
    subscription_price:
      carType !== 'used' && itemType === 'car' && price > 0 && rng.chance(SUBSCRIPTION_SHARE)
        ? Math.round(price / 210)
        : null,
    price_type:
      price === 0
        ? null
        : rng.weighted([
            ['Drive Away', carType === 'used' ? 5 : 8],
            ['Excl. Government Charges', carType === 'used' ? 5 : 2],
          ]),
    preorder: status === 'coming_soon' && carType === 'new' && rng.chance(PREORDER_SHARE),
    car_type: carType,
    status,
    sold_at: soldAt === null ? null : formatInstant(soldAt),
    tag,
    reserved,
    certified,
    created_at: formatInstant(createdAt),
    updated_at: formatInstant(updatedAt),
    stocknum: `${plan.stock.stockPrefix}${10_000 + id}`,
    vin,
    nvic,
    has_nvic: nvic !== null,
    regplate: registered ? plateFor(rng, state) : null,
    rego_expiry: registered ? formatDay(addDays(today, rng.int(14, 365))) : null,
    ...buildDates(rng, year, createdAt),
    views: Math.floor(rng.next() ** 2 * 1800),
    ...carMedia(rng, { itemType, body, colour }),
    show_on_dealer_website: !rng.chance(HIDDEN_SHARE),
    location_id: yard.id,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    city,
    state,
    location_name: yard.name,
    dealercomments: dealerComment(rng, {
      title: name,
      model: model.name,
      carType,
      itemType,
      km,
      dealership: dealership.name,
      location: yard.name,
      equipment,
      certified,
    }),
    file:
      carType === 'used' && rng.chance(HISTORY_REPORT_SHARE) ? `https://reports.example.com/history/${vin}.pdf` : null,
    carsales_title: rng.chance(CARSALES_TITLE_SHARE) ? [name, train.transName, body].filter(Boolean).join(' ') : null,
    private_suburb: privateSuburb,
    private_postcode: privatePostcode,
    payment_processors: reservable ? ['stripe'] : [],
    reserveAmount: reservable ? (plan.stock.reserveAmount ?? rng.weighted(RESERVE_AMOUNTS)) : null,
    trade_in_enabled: plan.stock.tradeIn && carType === 'used' && rng.chance(TRADE_IN_SHARE),
    simple_body: body,
    simple_transmission: train.transmission,
    simple_fuel: train.fuel,
    simple_drive: train.drive,
    trans: train.transName,
    drive: train.driveName,
    fuel: train.fuelName,
    seats: size.seats,
    doors: size.doors,
    engine_size: train.litres === null ? null : Math.round(train.litres * 1000),
    engine_size_litres: train.litres,
    gearnum: train.gears,
    bodyconfiguration: size.bodyConfiguration,
    standardEquipment: equipment,
    item_type: itemType,
    variant: variantFor(train, size),
    specifications: model.caravan && {
      body_width: model.caravan.width,
      body_length: model.caravan.length,
      tare_weight: model.caravan.tare,
      axle_type: model.caravan.axle,
      sleeps: model.caravan.sleeps,
      aggregate_trailer_mass: model.caravan.atm,
    },
    location: carLocationOf(yard, slot.yardSiblings),
    autograb_data: autograbFor(rng, price, itemType),
    quote: quotable && rng.chance(QUOTE_SHARE) ? quoteFor(rng, price, carType, age) : null,
    finance_lenders:
      inStock && price > MIN_QUOTE_PRICE && rng.chance(LENDERS_SHARE) ? lendersFor(rng, price, carType, age) : [],
  };
}

/** Puts the unsafe comments on the first used, in-stock, visible car of the first dealerships that have one. */
function plantUnsafeComments(cars: Car[]): void {
  const planted = new Set<number>();
  for (const comment of UNSAFE_DEALER_COMMENTS) {
    const car = cars.find(
      (candidate) =>
        !planted.has(candidate.dealership_id) &&
        candidate.car_type === 'used' &&
        candidate.status === 'in_stock' &&
        candidate.show_on_dealer_website,
    );
    if (!car) return;
    car.dealercomments = comment;
    planted.add(car.dealership_id);
  }
}

/**
 * The demo stock: each dealership's plan in order, ids from 1. Each dealership draws from its own
 * random stream, so changing one plan's count leaves the other dealerships' cars as they were.
 */
export function buildCars(rng: Random, context: CarBuildContext): Car[] {
  const currentYear = yearOf(context.today);
  const cars: Car[] = [];
  DEALERSHIP_PLANS.forEach((plan, index) => {
    const dealership = context.dealerships[index];
    if (!dealership || dealership.slug !== plan.slug) throw new Error(`Dealership ${plan.slug} is missing`);
    const stream = rng.fork(plan.slug);
    const pools = modelPools(plan, currentYear);
    const yards = context.locations.filter((l) => l.dealership_id === dealership.id && l.location_type === 'sales');
    if (yards.length === 0) throw new Error(`Dealership ${plan.slug} has no sales location`);
    const yardsFor = (itemType: ItemType) => {
      const fitting = yards.filter(
        (yard) => context.stockInfo.get(yard.id)?.stockItemTypes?.includes(itemType) ?? true,
      );
      return fitting.length > 0 ? fitting : yards;
    };
    for (let n = 0; n < plan.stock.count; n++) {
      const itemType = stream.weighted(plan.stock.itemTypes);
      const pool = pools.get(itemType) as ModelPools;
      const wanted = stream.weighted(Object.entries(plan.stock.mix) as [CarType, number][]);
      const carType: CarType = wanted !== 'used' && pool.new.length > 0 ? wanted : 'used';
      const model = stream.weighted(carType === 'used' ? pool.used : pool.new);
      cars.push(
        buildCar(stream, {
          id: cars.length + 1,
          plan,
          dealership,
          yard: stream.pick(yardsFor(itemType)),
          yardSiblings: yards,
          model,
          carType,
          today: context.today,
        }),
      );
    }
  });
  plantUnsafeComments(cars);
  return cars;
}
