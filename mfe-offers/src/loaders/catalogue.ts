import {
  type DirectoryHit,
  emptySearchState,
  type Make,
  type SearchResponse,
  type SearchState,
  type TenantConfig,
} from '@forecourt/shared';
import { pickBodies } from '@forecourt/shared/catalogue/pickers';
import type {
  BrandPageLoad,
  MakesPageLoad,
  ModelPageLoad,
  PickersLoad,
  StockedModel,
} from '@forecourt/shared/pages/catalogue';
import type { BrandEntry } from '@forecourt/shared/schemas/content';
import type { Offer } from '@forecourt/shared/schemas/offer';

// The catalogue pages' loaders (issue 15): the model page, the brand page, the pickers and the make list,
// each from the site's brand entries (tenant config), the model catalogue or the make list, and ONE
// stock search (the stock search's RPC), whose count or facets give every number. Pure over their sources.

/** What the catalogue loaders read. */
export interface CatalogueSources {
  tenant: TenantConfig;
  catalogue: () => Promise<DirectoryHit[]>;
  /** The platform's make list. */
  makes: () => Promise<Make[]>;
  /** The site's stock search (first page, with facets). */
  search: (state: SearchState) => Promise<SearchResponse>;
  /** The offers the site shows today for a make (by its slug), or for one model of it. */
  offers: (slugs: { make: string; model?: string }) => Promise<Offer[]>;
}

/** Catalogue models the stock carries, with their counts (the `make_model` facet), most stock first. */
function stockedModels(catalogue: readonly DirectoryHit[], stock: SearchResponse): StockedModel[] {
  const counts = new Map((stock.facets.make_model ?? []).map(({ value, count }) => [value, count]));
  return catalogue
    .map((model) => ({ model, stock: counts.get(`${model.manufacturer.name} ${model.name}`) ?? 0 }))
    .filter((entry) => entry.stock > 0)
    .sort((a, b) => b.stock - a.stock);
}

/**
 * The model page's answer: the catalogue model of that slug (of that make, when one is named), the
 * offers the site shows today for it and the site's stock of it; null when the catalogue has no such model.
 * @example await loadModelPage(sources, 'hilux', 'toyota') // { model, offers, stock: 7 }
 */
export async function loadModelPage(
  sources: CatalogueSources,
  slug: string,
  make: string | undefined,
): Promise<ModelPageLoad | null> {
  const model = (await sources.catalogue()).find(
    (entry) => entry.slug === slug && (make === undefined || entry.manufacturer.slug === make),
  );
  if (!model) return null;
  const state = { ...emptySearchState(), refinementList: { make: [model.manufacturer.name], model: [model.name] } };
  const [offers, stock] = await Promise.all([
    sources.offers({ make: model.manufacturer.slug, model: slug }),
    sources.search(state),
  ]);
  return { model, offers, stock: stock.count };
}

/**
 * The brand page's answer for one of the site's brands (the fragment finds it, and sends a brand that
 * skips its page to its stock search instead).
 * @example await loadBrandPage(sources, toyota) // { brand, models, stock: 412, offers }
 */
export async function loadBrandPage(sources: CatalogueSources, brand: BrandEntry): Promise<BrandPageLoad> {
  const catalogue = (await sources.catalogue()).filter((model) => model.manufacturer.slug === brand.slug);
  const make = catalogue[0]?.manufacturer.name ?? brand.title;
  const [stock, offers] = await Promise.all([
    sources.search({ ...emptySearchState(), refinementList: { make: [make] } }),
    sources.offers({ make: brand.slug }),
  ]);
  const counts = new Map(stockedModels(catalogue, stock).map((entry) => [entry.model.id, entry.stock]));
  // Every catalogue model of the make: a model out of stock still has its page.
  const models = catalogue.map((model) => ({ model, stock: counts.get(model.id) ?? 0 }));
  return { brand, models, stock: stock.count, offers };
}

/**
 * The pickers' answer: the site's brands with their stock, its bodies (spec: 001 §9) and stocked models.
 * @example await loadPickers(sources) // { brands: [{ slug: 'toyota', stock: 412, … }], bodies, models }
 */
export async function loadPickers(sources: CatalogueSources): Promise<PickersLoad> {
  const [catalogue, stock] = await Promise.all([sources.catalogue(), sources.search(emptySearchState())]);
  const makeNames = new Map(catalogue.map((model) => [model.manufacturer.slug, model.manufacturer.name]));
  const makeCounts = new Map((stock.facets.make ?? []).map(({ value, count }) => [value, count]));
  const { brands, customBodies } = sources.tenant.catalogue;
  return {
    brands: brands.map((brand) => ({
      ...brand,
      stock: makeCounts.get(makeNames.get(brand.slug) ?? brand.title) ?? 0,
    })),
    bodies: pickBodies(stock.facets.body ?? [], customBodies),
    models: stockedModels(catalogue, stock),
  };
}

/**
 * The make list's answer: every make with the site's stock of it, and the site's brands.
 * @example await loadMakesPage(sources) // { makes: [{ make: { slug: 'toyota', … }, stock: 412 }, …], brands }
 */
export async function loadMakesPage(sources: CatalogueSources): Promise<MakesPageLoad> {
  const [makes, stock] = await Promise.all([sources.makes(), sources.search(emptySearchState())]);
  const counts = new Map((stock.facets.make ?? []).map(({ value, count }) => [value, count]));
  return {
    makes: makes.map((make) => ({ make, stock: counts.get(make.name) ?? 0 })),
    brands: sources.tenant.catalogue.brands,
  };
}
