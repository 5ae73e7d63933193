import { slugify } from '@forecourt/shared';
import type { Part } from '@forecourt/shared/parts/part';
import { z } from 'zod';
import { DEALERSHIP_PLANS, TENANT_SLUGS, type TenantSlug } from './dealerships';
import { ITEM_TYPES, type ItemType } from './makes';
import { isCurrentModel, MODEL_CATALOGUE } from './models';
import partTemplates from './part-templates.json' with { type: 'json' };
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

/** A part a kind of vehicle gets: one row of part-templates.json. */
const PartTemplateSchema = z.object({
  name: z.string().min(1),
  category: z.string().min(1),
  /** Whole dollars, drawn between these. */
  price: z.tuple([z.number().int().positive(), z.number().int().positive()]),
  /** Fitted per model, or one part that fits anything of the kind. */
  fit: z.enum(['model', 'universal']),
  description: z.string().min(1),
});

type PartTemplate = z.infer<typeof PartTemplateSchema>;

/**
 * The parts each kind of vehicle gets (the catalogue's content, kept as data in part-templates.json
 * apart from how a site's catalogue is drawn from it), checked once when the seed loads.
 */
const TEMPLATES: Readonly<Record<ItemType, readonly PartTemplate[]>> = z
  .record(z.enum(ITEM_TYPES), z.array(PartTemplateSchema))
  .parse(partTemplates);

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
