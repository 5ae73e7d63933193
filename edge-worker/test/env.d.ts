/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test';
import type { Env as GatewayEnv } from '../src/env';

// What the Worker tests see: the gateway's bindings plus the migrations the config passes in, and
// the gateway's module as the main module (so `exports.default` is typed).
declare global {
  namespace Cloudflare {
    interface Env extends GatewayEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** Every remote's published declaration and channels, JSON (stand-ins/declarations.ts). */
      TEST_DECLARATIONS: string;
      /** The stand-ins the tests address directly (every remote's binding exists: the root wrangler.toml). */
      MFE_VEHICLE: Fetcher;
      MFE_VEHICLE_CANARY: Fetcher;
      MFE_SEARCH: Fetcher;
      MFE_SEARCH_CANARY: Fetcher;
      /**
       * The finance slice's partner simulators, which the tests drive (outages, faults, what they were
       * asked): the config gives every Worker every partner's test URL; the gateway itself calls none of them.
       */
      FINANCE_API_URL: string;
      VALUATION_API_URL: string;
      PAYMENTS_API_URL: string;
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
