import { slugify } from '@forecourt/shared';
import type { Part } from '@forecourt/shared/parts/part';
import { DEALERSHIP_PLANS, TENANT_SLUGS, type TenantSlug } from './dealerships';
import type { ItemType } from './makes';
import { isCurrentModel, MODEL_CATALOGUE } from './models';
import type { Random } from './random';

// Each demo site's parts and accessories catalogue (issue 15 "Parts: a seeded parts catalogue per site;
// redgum: caravans, bikes and trucks, so its catalogue differs"). A site's parts follow what it sells
// new: each vehicle-specific part once per current model of those makes (a few of them), each universal
// part once. Drawn from its own forked stream, so no other table's rows move.

/** A part and the site whose catalogue it is in. */
export interface SitePart {
  tenant: TenantSlug;
  part: Part;
}

interface PartTemplate {
  name: string;
  category: string;
  /** Whole dollars, drawn between these. */
  price: readonly [min: number, max: number];
  /** Fitted per model, or one part that fits anything of the kind. */
  fit: 'model' | 'universal';
  description: string;
}

const t = (
  name: string,
  category: string,
  price: readonly [number, number],
  fit: PartTemplate['fit'],
  description: string,
): PartTemplate => ({ name, category, price, fit, description });

const TEMPLATES: Readonly<Record<ItemType, readonly PartTemplate[]>> = {
  car: [
    t('All-weather floor mats', 'Interior', [89, 189], 'model', 'Custom-cut rubber mats with raised edges.'),
    t('Cargo liner', 'Interior', [129, 249], 'model', 'Moulded liner that keeps the boot clean.'),
    t('Towbar kit', 'Towing', [690, 1290], 'model', 'Rated towbar with wiring harness and tongue.'),
    t('Roof racks', 'Exterior', [390, 790], 'model', 'Lockable aluminium cross bars.'),
    t('Weathershields', 'Exterior', [149, 259], 'model', 'Tinted window visors for fresh air in the rain.'),
    t('Oil filter', 'Servicing', [19, 39], 'model', 'Genuine oil filter for scheduled servicing.'),
    t('Front brake pads', 'Servicing', [89, 189], 'model', 'Low-dust front brake pad set.'),
    t('Wiper blades', 'Servicing', [39, 79], 'model', 'Pair of frameless wiper blades.'),
    t('Dash camera', 'Electrical', [199, 399], 'universal', 'Front and rear 1080p recording with GPS.'),
    t('Phone mount', 'Electrical', [29, 69], 'universal', 'Vent mount with wireless charging.'),
    t('Car care kit', 'Care', [49, 99], 'universal', 'Wash, wax and interior cleaner in one box.'),
  ],
  motorcycle: [
    t('Chain and sprocket kit', 'Servicing', [189, 349], 'model', 'O-ring chain with front and rear sprockets.'),
    t('Oil filter', 'Servicing', [15, 29], 'model', 'Genuine oil filter for scheduled servicing.'),
    t('Pannier set', 'Luggage', [590, 1190], 'model', 'Lockable side cases with mounting rails.'),
    t('Heated grips', 'Electrical', [149, 289], 'model', 'Five-level heated grips with switch.'),
    t('Full-face helmet', 'Riding Gear', [249, 699], 'universal', 'Approved full-face helmet with pinlock visor.'),
    t('Riding jacket', 'Riding Gear', [299, 599], 'universal', 'Armoured textile jacket with thermal liner.'),
    t('Tank bag', 'Luggage', [99, 199], 'universal', 'Magnetic tank bag with map pocket.'),
  ],
  truck: [
    t('Air filter', 'Servicing', [69, 149], 'model', 'Heavy-duty air filter element.'),
    t('Fuel filter', 'Servicing', [49, 99], 'model', 'Genuine fuel filter with water separator.'),
    t('Bull bar', 'Exterior', [2490, 4290], 'model', 'Steel bull bar with light mounts.'),
    t('Mud flaps', 'Exterior', [89, 169], 'model', 'Rear mud flaps with brackets.'),
    t('Load straps', 'Load Restraint', [49, 129], 'universal', 'Set of four ratchet straps rated to 2,000 kg.'),
    t('LED work light', 'Electrical', [89, 229], 'universal', 'Flood beam work light, 12/24 V.'),
  ],
  caravan: [
    t('Roll-out awning', 'Exterior', [890, 1790], 'model', 'Wind-out awning matched to the van.'),
    t('Stabiliser legs', 'Chassis', [249, 449], 'model', 'Drop-down corner stabiliser legs.'),
    t('Water pump', 'Plumbing', [149, 289], 'model', '12 V pressure pump with strainer.'),
    t('Jockey wheel', 'Towing', [89, 189], 'universal', 'Swivel jockey wheel with clamp.'),
    t('Weight distribution hitch', 'Towing', [490, 890], 'universal', 'Hitch with spring bars for level towing.'),
    t('Solar panel kit', 'Electrical', [390, 790], 'universal', '200 W folding panel with regulator.'),
    t('Deep-cycle battery', 'Electrical', [290, 690], 'universal', '100 Ah lithium battery with Bluetooth monitor.'),
    t('Gas bottle holder', 'Chassis', [79, 149], 'universal', 'Drawbar holder for two 9 kg bottles.'),
  ],
};

/** At most this many models of one make get their own version of a part, so no catalogue is thousands long. */
const MODELS_PER_MAKE = 3;

const UNIVERSAL_FIT: Readonly<Record<ItemType, string>> = {
  car: 'All cars',
  motorcycle: 'All motorcycles',
  truck: 'All trucks',
  caravan: 'All caravans',
};

/** The makes a site sells new (its franchises' and its multi-brand dealerships') and the kinds of vehicle it sells, in plan order. */
function salesOf(tenant: TenantSlug): { makes: string[]; kinds: ItemType[] } {
  const plans = DEALERSHIP_PLANS.filter((plan) => plan.tenant === tenant);
  return {
    makes: [...new Set(plans.flatMap((plan) => (plan.make ? [plan.make] : plan.stock.newMakes)))],
    kinds: [...new Set(plans.flatMap((plan) => plan.stock.itemTypes.map(([kind]) => kind)))],
  };
}

function partImage(category: string): Part['image'] {
  return { url: `/media/v1/logo/part-${slugify(category)}.svg?text=${encodeURIComponent(category)}`, alt: category };
}

/**
 * Every site's parts, ids from 1.
 * @example buildParts(Random.fromSeed(1).fork('parts'), 2026).filter((p) => p.tenant === 'redgum')
 */
export function buildParts(rng: Random, currentYear: number): SitePart[] {
  const parts: SitePart[] = [];
  for (const tenant of TENANT_SLUGS) {
    const { makes, kinds } = salesOf(tenant);
    const current = MODEL_CATALOGUE.filter(
      (model) => isCurrentModel(model, currentYear) && kinds.includes(model.itemType),
    );
    for (const kind of kinds) {
      const fitted = makes.flatMap((make) =>
        rng.sample(
          current.filter((model) => model.make === make && model.itemType === kind),
          MODELS_PER_MAKE,
        ),
      );
      if (fitted.length === 0) continue;
      for (const template of TEMPLATES[kind]) {
        const fits =
          template.fit === 'universal'
            ? [[UNIVERSAL_FIT[kind]]]
            : fitted.map((model) => [`${model.make} ${model.name}`]);
        for (const fit of fits) {
          const id = parts.length + 1;
          const name = template.fit === 'universal' ? template.name : `${template.name} – ${fit[0]}`;
          parts.push({
            tenant,
            part: {
              id,
              name,
              part_number: `${template.category.slice(0, 3).toUpperCase()}-${rng.chars('0123456789', 5)}`,
              category: template.category,
              fits: fit,
              price: rng.int(...template.price),
              description: template.description,
              image: partImage(template.category),
            },
          });
        }
      }
    }
  }
  return parts;
}
