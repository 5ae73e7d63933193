/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test';
import type { Env as GatewayEnv } from '../src/env';

// What the Worker tests see: the gateway's bindings plus the migrations the config passes in, and
// the gateway's module as the main module (so `exports.default` is typed).
declare global {
  namespace Cloudflare {
    interface Env extends GatewayEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import('../src/index');
    }
  }
}
