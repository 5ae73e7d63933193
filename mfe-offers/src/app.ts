import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import type { OffersBindings } from './bindings';
import { brandPage } from './fragments/brand-page';
import { makesPage } from './fragments/makes-page';
import { modelPage } from './fragments/model-page';
import { modelsPage } from './fragments/models-page';
import { offerPage } from './fragments/offer-page';
import { offersCarousel } from './fragments/offers-carousel';
import { offersSearchPage } from './fragments/offers-search-page';
import { partsLandingPage, partsSearchPage } from './fragments/parts-pages';
import { bodyPicker, brandPicker, modelPicker } from './fragments/pickers';
import { spinToWinPage } from './fragments/spin-to-win-page';
import type { OffersLoaders } from './loaders';

// The fragments of mfe-offers, each rendered from its loader. The Worker (server.ts) mounts it beside the
// API; tests build their own with loaders of their own.

/**
 * Builds the fragments' app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp(loaders).request('/fragments/OffersSearchPage', { method: 'POST', body }, env);
 */
export function createApp(loaders: OffersLoaders): Hono<RemoteWorkerEnv<OffersBindings>> {
  return fragmentWorker(remote, {
    OffersSearchPage: offersSearchPage(loaders),
    OfferPage: offerPage(loaders),
    OffersCarousel: offersCarousel(loaders),
    ModelsPage: modelsPage(loaders),
    ModelPage: modelPage(loaders),
    BrandPage: brandPage(loaders),
    MakesPage: makesPage(loaders),
    BrandPicker: brandPicker(loaders),
    BodyPicker: bodyPicker(loaders),
    ModelPicker: modelPicker(loaders),
    PartsLandingPage: partsLandingPage(loaders),
    PartsSearchPage: partsSearchPage(loaders),
    SpinToWinPage: spinToWinPage(loaders),
  });
}
