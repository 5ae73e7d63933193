/// <reference types="@cloudflare/vitest-plugin/types" />
import type { LocationsBindings } from '../src/bindings';

// What mfe-locations's Worker tests see (vitest.worker.config.ts): the platform's bindings, of which the
// locations read their own (D1, the tenants, the geocoder's URL: its simulator).
declare global {
  namespace Cloudflare {
    interface Env extends LocationsBindings {}
  }
}
