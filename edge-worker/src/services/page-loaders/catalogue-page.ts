import {
  type DirectoryHit,
  emptySearchState,
  type Make,
  type SearchResponse,
  type SearchState,
  type TenantConfig,
} from '@forecourt/shared';
import { findBrand } from '@forecourt/shared/catalogue/brands';
import { pickBodies } from '@forecourt/shared/catalogue/pickers';
import type { BrandPageLoad, MakesPageLoad, PickersLoad, StockedModel } from '@forecourt/shared/pages/catalogue';
import type { Offer } from '@forecourt/shared/schemas/offer';

// The catalogue page loaders (issue 15): the brand page, the pickers and the make list, each from the
// site's brand entries (tenant config), the model catalogue or the make list, and ONE stock search, whose
// facets give every count.

/** What the catalogue loaders read. */
export interface CatalogueSources {
  tenant: TenantConfig;
  catalogue: () => Promise<DirectoryHit[]>;
  /** The platform's make list. */
  makes: () => Promise<Make[]>;
  /** The site's stock search (first page, with facets). */
  search: (state: SearchState) => Promise<SearchResponse>;
  /** The offers the site shows today for a make (by its slug). */
  makeOffers: (makeSlug: string) => Promise<Offer[]>;
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
 * The brand page's answer; null when the site has no brand of that slug.
 * @example await loadBrandPage(sources, 'toyota') // { brand, models, stock: 412, offers }
 */
export async function loadBrandPage(sources: CatalogueSources, slug: string): Promise<BrandPageLoad | null> {
  const brand = findBrand(sources.tenant.catalogue.brands, slug);
  if (!brand) return null;
  const catalogue = (await sources.catalogue()).filter((model) => model.manufacturer.slug === slug);
  const make = catalogue[0]?.manufacturer.name ?? brand.title;
  const [stock, offers] = await Promise.all([
    sources.search({ ...emptySearchState(), refinementList: { make: [make] } }),
    sources.makeOffers(slug),
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
