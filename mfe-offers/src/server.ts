import { sliceEntrypoint } from '@forecourt/shared/remote-kit/entrypoint';
import { createCatalogueStore } from '@forecourt/shared/server-kit/catalogue';
import { createApi } from './api';
import { createApp } from './app';
import type { OffersBindings } from './bindings';
import { createLoaders } from './loaders';

// mfe-offers's Worker: a vertical slice. Its fragments and client build over `fetch` (the gateway's
// service binding; no public route), and its JSON API (`/api/offers`, `/api/parts`) through the gateway's
// proxy (`api`). Its pages read its own tables, the server kit's shared reads and the stock search's RPC;
// one isolate keeps one catalogue cache.
//
// Deploy (after `npm run build`): wrangler deploy -c mfe-offers/wrangler.toml   (canary: wrangler.canary.toml)

const catalogue = createCatalogueStore();

export default class OffersWorker extends sliceEntrypoint<OffersBindings>({
  fragments: createApp(createLoaders(catalogue)),
  api: createApi(),
}) {}
