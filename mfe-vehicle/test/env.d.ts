/// <reference types="@cloudflare/vitest-plugin/types" />
import type { VehicleBindings } from '../src/bindings';

// What mfe-vehicle's Worker tests see (vitest.worker.config.ts): the platform's bindings, of which the
// vehicle slice reads its own — D1, the tenants, the partner simulators' URLs, MFE_SEARCH (the real stock
// search) and MFE_FINANCE (a stand-in there: the tests pass a fake of their own).
declare global {
  namespace Cloudflare {
    interface Env extends VehicleBindings {}
  }
}
