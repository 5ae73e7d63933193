/// <reference types="@cloudflare/vitest-plugin/types" />
import type { OffersBindings } from '../src/bindings';

// What mfe-offers's Worker tests see (vitest.worker.config.ts): the platform's bindings (its D1 and
// tenants, and the real mfe-search Worker behind MFE_SEARCH), of which this remote reads its own.
declare global {
  namespace Cloudflare {
    interface Env extends OffersBindings {}
  }
}
