/// <reference types="@cloudflare/vitest-plugin/types" />
import type { SearchBindings } from '../src/bindings';

// What mfe-search's Worker tests see (vitest.worker.config.ts): the platform's bindings, of which the
// search reads its own.
declare global {
  namespace Cloudflare {
    interface Env extends SearchBindings {}
  }
}
