import { type BrandEntry, slugify } from '@forecourt/shared';
import { type DealershipPlan, dealershipPlansOf, type TenantSlug } from './dealerships';
import { buildMakes } from './makes';
import { bodySlug, MODEL_CATALOGUE } from './models';

// Each demo site's brand pages (spec: 000 §3 "Brand entry: title, slug, logo, banner, description,
// skipPage"): the makes its dealerships sell new, in plan order. One brand per site that names one skips
// its page, so the redirect to the make's stock search has demo data. No random draws: the demo
// data's random stream is left as it was.

/** The brand on each site that goes straight to its stock search (none on Harbour City). */
const SKIP_PAGE: Readonly<Record<TenantSlug, string | null>> = {
  harbourcity: null,
  sunvalley: 'GWM',
  redgum: 'Lotus Caravans',
};

/** A make's banner: the drawing of its most popular model, wide. */
function bannerOf(make: string): string | null {
  const [model] = MODEL_CATALOGUE.filter((spec) => spec.make === make).sort((a, b) => b.popularity - a.popularity);
  return model ? `/media/v1/${model.itemType}/${bodySlug(model.body)}/white/ext-1.svg?w=1200` : null;
}

function brandOf(make: string, plans: readonly DealershipPlan[], skipPage: boolean): BrandEntry {
  const slug = slugify(make);
  const seller = plans.find((plan) => plan.stock.newMakes.includes(make));
  const where = seller ? `${seller.name} in ${seller.city}` : 'our dealerships';
  return {
    title: make,
    slug,
    // The same logo the make list has; a make without one shows its name only.
    logo: buildMakes().find((entry) => entry.name === make)?.logo?.url ?? null,
    banner: bannerOf(make),
    description: `New, demonstrator and used ${make} vehicles at ${where}, with service and genuine parts.`,
    skipPage,
  };
}

/**
 * A site's brand entries.
 * @example buildBrands('harbourcity').map((brand) => brand.slug) // ['toyota', 'mazda', 'hyundai', 'kia', 'ford']
 */
export function buildBrands(tenant: TenantSlug): BrandEntry[] {
  const plans = dealershipPlansOf(tenant);
  const makes = [...new Set(plans.flatMap((plan) => plan.stock.newMakes))];
  return makes.map((make) => brandOf(make, plans, SKIP_PAGE[tenant] === make));
}
