import {
  type DirectorySearchRequestInput,
  DirectorySearchRequestSchema,
  type DirectorySearchResponse,
  type Offer,
  type OffersSearchRequest,
  type OffersSearchResponse,
} from '@forecourt/shared';
import type { SpinToWinPageLoad } from '@forecourt/shared/offers/spin-to-win';
import type { BrandPageLoad, MakesPageLoad, ModelPageLoad, PickersLoad } from '@forecourt/shared/pages/catalogue';
import type { PartsPageLoad, PartsSearchRequest } from '@forecourt/shared/parts/api';
import type { FragmentContext } from '@forecourt/shared/remote-kit';
import type { BrandEntry } from '@forecourt/shared/schemas/content';
import { type CatalogueStore, listMakes } from '@forecourt/shared/server-kit/catalogue';
import { findSiteOffer } from '@forecourt/shared/server-kit/offers';
import type { OffersBindings } from '../bindings';
import { searchSiteOffers, siteModelOffers } from '../db/offers';
import { type CatalogueSources, loadBrandPage, loadMakesPage, loadModelPage, loadPickers } from './catalogue';
import { loadPartsPage } from './parts';
import { loadSpinToWinPage } from './spin-to-win';

// What this remote's pages read, in its own Worker (no call back to the gateway): its tables in D1, the
// server kit's shared reads (the site's configuration, its dealerships, the catalogue) and the stock
// search's typed RPC (`env.MFE_SEARCH`: counts and the model directory). The fragments take them as one
// object, so their Node tests pass their own.

/** A fragment's context in this Worker. */
export type OffersContext = FragmentContext<OffersBindings>;

/** The pages' loaders. */
export interface OffersLoaders {
  /** One page of the site's offers search; null for a dealership the site does not have. */
  offersSearch(context: OffersContext, request: OffersSearchRequest): Promise<OffersSearchResponse | null>;
  /** One of the offers the site shows today; null for any other. */
  offer(context: OffersContext, id: number): Promise<Offer | null>;
  /** The model directory (the same catalogue on every site). */
  modelsDirectory(context: OffersContext, request: DirectorySearchRequestInput): Promise<DirectorySearchResponse>;
  /** A catalogue model's page; null for a model the catalogue does not have. */
  modelPage(context: OffersContext, slug: string, make: string | undefined): Promise<ModelPageLoad | null>;
  /** One of the site's brands' page. */
  brandPage(context: OffersContext, brand: BrandEntry): Promise<BrandPageLoad>;
  /** The brand, body and model pickers' tiles. */
  pickers(context: OffersContext): Promise<PickersLoad>;
  /** Every make with the site's stock of it. */
  makesPage(context: OffersContext): Promise<MakesPageLoad>;
  /** The parts search and the site's dealerships. */
  partsPage(context: OffersContext, request: PartsSearchRequest): Promise<PartsPageLoad>;
  /** The site's Spin to Win and the spin `spinId` names (the page after a spin); null while it is off. */
  spinToWinPage(context: OffersContext, spinId: string | undefined): Promise<SpinToWinPageLoad | null>;
}

/**
 * The Worker's loaders, with the isolate's catalogue cache (server.ts makes one per isolate).
 * @example createApp(createLoaders(createCatalogueStore()))
 */
export function createLoaders(catalogue: CatalogueStore): OffersLoaders {
  const catalogueSources = async ({ env, site }: OffersContext): Promise<CatalogueSources> => {
    const tenant = await site();
    const now = new Date();
    return {
      tenant,
      catalogue: () => catalogue.load(env.DB),
      makes: () => listMakes(env.DB),
      search: (state) => env.MFE_SEARCH.searchStock(tenant.slug, { ...state, page: 1 }),
      offers: (slugs) => siteModelOffers(env.DB, tenant, slugs, now),
    };
  };
  return {
    offersSearch: async ({ env, site }, request) => searchSiteOffers(env.DB, await site(), request, new Date()),
    offer: async ({ env, site }, id) => findSiteOffer(env.DB, await site(), id, new Date()),
    // Checked as the directory API checks it: the RPC takes a request it can trust.
    modelsDirectory: ({ env }, request) => env.MFE_SEARCH.searchDirectory(DirectorySearchRequestSchema.parse(request)),
    modelPage: async (context, slug, make) => loadModelPage(await catalogueSources(context), slug, make),
    brandPage: async (context, brand) => loadBrandPage(await catalogueSources(context), brand),
    pickers: async (context) => loadPickers(await catalogueSources(context)),
    makesPage: async (context) => loadMakesPage(await catalogueSources(context)),
    partsPage: async ({ env, site }, request) => loadPartsPage(env.DB, await site(), request),
    spinToWinPage: async ({ env, site }, spinId) => loadSpinToWinPage(env.DB, await site(), spinId),
  };
}
