import { fragmentWorker, type RemoteWorkerEnv } from '@forecourt/shared/remote-kit';
import type { Hono } from 'hono';
import remote from '../remote';
import { brandPage } from './fragments/brand-page';
import { makesPage } from './fragments/makes-page';
import { modelPage } from './fragments/model-page';
import { modelsPage } from './fragments/models-page';
import { offerPage } from './fragments/offer-page';
import { offersCarousel } from './fragments/offers-carousel';
import { offersSearchPage } from './fragments/offers-search-page';
import { partsLandingPage, partsSearchPage } from './fragments/parts-pages';
import { bodyPicker, brandPicker, modelPicker } from './fragments/pickers';

// The fragment Worker of mfe-offers. No public route (workers_dev = false): only the gateway reaches
// it, through a service binding, at https://fragment.internal/fragments/<name>. Its [assets] (the client
// build under /_mf/mfe_offers/<version>/) are matched by the asset layer before this code runs.

/**
 * Builds the Worker's app. Each call has its own release cache, so tests can build their own.
 * @example const response = await createApp().request('/fragments/OffersSearchPage', { method: 'POST', body }, env);
 */
export function createApp(): Hono<RemoteWorkerEnv> {
  return fragmentWorker(remote, {
    OffersSearchPage: offersSearchPage,
    OfferPage: offerPage,
    OffersCarousel: offersCarousel,
    ModelsPage: modelsPage,
    ModelPage: modelPage,
    BrandPage: brandPage,
    MakesPage: makesPage,
    BrandPicker: brandPicker,
    BodyPicker: bodyPicker,
    ModelPicker: modelPicker,
    PartsLandingPage: partsLandingPage,
    PartsSearchPage: partsSearchPage,
  });
}

export default createApp();
