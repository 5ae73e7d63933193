import type { Dealership, Make, Offer } from '@forecourt/shared';
import { addDays, type DayStart, formatDay, yearOf } from './dates';
import { DEALERSHIP_PLANS, type DealershipPlan, WEBSITE_IDS } from './dealerships';
import { mediaUrl } from './media';
import { isCurrentModel, MODEL_CATALOGUE, type ModelSpec } from './models';
import type { Random, Weighted } from './random';

// Special offers (spec: 001 §3 "Offer"; descriptions truncate at 160 characters, disclaimers at 200).

const FRANCHISE_OFFERS = [3, 4] as const;
/** A multi-brand group's offers, shared among its multi-brand dealerships. */
const MULTI_BRAND_GROUP_OFFERS = [10, 14] as const;
const EXCLUDED_SHARE = 0.12;
const EXPIRED_SHARE = 0.05;
const ONGOING_SHARE = 0.1;
const OFFER_DAYS = [7, 90] as const;
/** How long before today the running offers started (days; from the offer's id, no draw). */
const STARTED_DAYS_AGO = 45;
/** Days from today of the forced windows below: one ended, one not yet begun. */
const ENDED_DAYS_AGO = 3;
const STARTS_IN_DAYS = 7;

type Category = 'Finance offer' | 'Runout' | 'Drive Away' | 'Service' | 'Bonus Accessories';

const CATEGORY_WEIGHTS: readonly Weighted<Category>[] = [
  ['Finance offer', 4],
  ['Drive Away', 3],
  ['Runout', 2],
  ['Service', 1.5],
  ['Bonus Accessories', 1.5],
];

const FINANCE_RATES = [0.99, 1.99, 2.49, 2.99, 3.49, 3.99, 4.99] as const;
const SERVICE_PRICES = [249, 299, 349, 399] as const;
const ACCESSORY_VALUES = [1000, 1500, 2000, 2500, 3000] as const;

const SHORT_DISCLAIMER = 'Offer available while stocks last. See dealer for details.';

function longDisclaimer(make: string, model: string, expires: string | null): string {
  const until = expires ? `ends ${expires}` : 'may be withdrawn at any time';
  return `Offer available on new ${make} ${model} vehicles ordered and delivered from participating dealers, ${until}, or while stocks last. Not available with any other offer and excludes fleet, government and rental buyers. Drive away prices include 12 months registration, CTP insurance, stamp duty and dealer delivery. Finance offers are available to approved ABN holders and personal applicants; fees and charges apply. Colours and features shown may not be available in Australia.`;
}

function withThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

interface OfferText {
  name: string;
  description: string;
  price: number | null;
}

function offerText(rng: Random, category: Category, model: ModelSpec, badge: string, currentYear: number): OfferText {
  const title = `${model.name} ${badge}`.trim();
  const newPrice = model.badges.find((b) => (b.name ?? '') === badge)?.price ?? model.badges[0]?.price ?? 0;
  switch (category) {
    case 'Finance offer': {
      const rate = rng.pick(FINANCE_RATES);
      return {
        name: `${rate}% p.a. comparison rate on the ${title}`,
        description: `Finance the ${title} at <strong>${rate}% p.a.</strong> comparison rate over 36 months with no balloon payment. Get pre-approved online in minutes and drive away sooner. Available on approved credit to personal and business buyers.`,
        price: null,
      };
    }
    case 'Drive Away': {
      const price = Math.round((newPrice * rng.float(0.95, 0.99)) / 1000) * 1000 - 10;
      return {
        name: `${title} from $${withThousands(price)} drive away`,
        description: `Drive away in a new ${title} for $${withThousands(price)} with on-road costs included.`,
        price,
      };
    }
    case 'Runout': {
      const price = Math.round((newPrice * rng.float(0.88, 0.94)) / 1000) * 1000 - 10;
      return {
        name: `Runout sale: ${currentYear - 1} ${title}`,
        description: `Last chance to secure a ${currentYear - 1}-plated ${title} at runout pricing. Limited stock remaining across our dealerships, so be quick: once they're gone, they're gone. Ask about our bonus tint and floor mats package.`,
        price,
      };
    }
    case 'Service': {
      const price = rng.pick(SERVICE_PRICES);
      return {
        name: `Capped price ${model.make} service from $${price}`,
        description: `Keep your ${model.make} running like new. Logbook servicing by factory-trained technicians from $${price}, with a free wash and vacuum.`,
        price,
      };
    }
    case 'Bonus Accessories': {
      const value = rng.pick(ACCESSORY_VALUES);
      return {
        name: `Bonus $${withThousands(value)} accessories with every ${model.name}`,
        description: `Choose <strong>$${withThousands(value)}</strong> of genuine accessories free with every new ${title}: tow bar, roof racks, weather shields and more. Only for a limited time at participating dealers.`,
        price: null,
      };
    }
  }
}

/** How many multi-brand dealerships with new stock share their group's offers. */
function multiBrandShare(plan: DealershipPlan): number {
  return DEALERSHIP_PLANS.filter(
    (other) => other.tenant === plan.tenant && !other.make && other.stock.newMakes.length > 0,
  ).length;
}

function offerModels(makes: readonly string[], currentYear: number): Weighted<ModelSpec>[] {
  return MODEL_CATALOGUE.filter((model) => makes.includes(model.make) && isCurrentModel(model, currentYear)).map(
    (model) => [model, model.popularity] as const,
  );
}

/** Which of a group's offers has its validity forced, so that every site has one of each state. */
type ForcedWindow = 'ended' | 'not-started' | null;

function forcedWindow(indexInGroup: number): ForcedWindow {
  if (indexInGroup === 0) return 'ended';
  if (indexInGroup === 1) return 'not-started';
  return null;
}

/**
 * 10–20 offers per dealer group on the makes its dealerships sell new, ids from 1. A few exclude
 * their own site (so the filter is visible), a few have already expired and some never do. Each
 * group's first offer has ended and its second has not begun yet, so every site hides one of each.
 */
export function buildOffers(
  rng: Random,
  dealerships: readonly Dealership[],
  makes: readonly Make[],
  today: DayStart,
): Offer[] {
  const currentYear = yearOf(today);
  const makesByName = new Map(makes.map((make) => [make.name, make]));
  const offers: Offer[] = [];
  const countByTenant = new Map<string, number>();
  DEALERSHIP_PLANS.forEach((plan, index) => {
    const dealership = dealerships[index];
    const pool = offerModels(plan.make ? [plan.make] : plan.stock.newMakes, currentYear);
    if (!dealership || pool.length === 0) return;
    const count = plan.make
      ? rng.int(...FRANCHISE_OFFERS)
      : Math.ceil(rng.int(...MULTI_BRAND_GROUP_OFFERS) / multiBrandShare(plan));
    for (let n = 0; n < count; n++) {
      const model = rng.weighted(pool);
      const make = makesByName.get(model.make);
      if (!make) throw new Error(`Offer model ${model.name} names an unknown make ${model.make}`);
      const badge = rng.pick(model.badges).name ?? '';
      const category = rng.weighted(CATEGORY_WEIGHTS);
      const text = offerText(rng, category, model, badge, currentYear);
      const drawnExpiry = rng.chance(ONGOING_SHARE)
        ? null
        : formatDay(addDays(today, rng.chance(EXPIRED_SHARE) ? -rng.int(1, 5) : rng.int(...OFFER_DAYS)));
      // Validity windows are set without drawing, so the random stream (and every other row) stays as it was.
      const indexInGroup = countByTenant.get(plan.tenant) ?? 0;
      countByTenant.set(plan.tenant, indexInGroup + 1);
      const forced = forcedWindow(indexInGroup);
      const expiresAt = forced === 'ended' ? formatDay(addDays(today, -ENDED_DAYS_AGO)) : drawnExpiry;
      const startsAt = formatDay(
        addDays(today, forced === 'not-started' ? STARTS_IN_DAYS : -(offers.length % STARTED_DAYS_AGO) - 1),
      );
      const image = mediaUrl(model.itemType, model.body, rng.pick(['White', 'Silver', 'Blue', 'Red', 'Grey']), 'ext-1');
      offers.push({
        id: offers.length + 1,
        dealership_id: dealership.id,
        name: text.name,
        description: text.description,
        sanitized_description: stripTags(text.description),
        disclaimer: rng.chance(0.7) ? longDisclaimer(model.make, model.name, expiresAt) : SHORT_DISCLAIMER,
        category,
        price: text.price,
        manufacturer: { name: make.name, slug: make.slug },
        model: { name: model.name, slug: model.slug, override_url: null },
        image_url: rng.chance(0.8) ? image : null,
        image_or_model_image: image,
        excluded_website_ids: rng.chance(EXCLUDED_SHARE) ? [WEBSITE_IDS[plan.tenant]] : [],
        starts_at: startsAt,
        expires_at: expiresAt,
      });
    }
  });
  return offers;
}
