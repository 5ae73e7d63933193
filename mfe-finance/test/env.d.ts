/// <reference types="@cloudflare/vitest-plugin/types" />
import type { D1Migration } from 'cloudflare:test';
import type { FinanceRpc } from '@forecourt/shared/finance/rpc';
import type { FinanceBindings } from '../src/bindings';

// What mfe-finance's Worker tests see (vitest.worker.config.ts): the platform's bindings, of which the finance
// slice reads its own (D1, the tenants, its partners at the simulators' test hosts, the tests' secrets, the
// stock search's real Worker), and the migrations the config passes in.
declare global {
  namespace Cloudflare {
    interface Env extends FinanceBindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The gateway's session key: the trade-in tests check that nothing signed with it passes for this slice's token. */
      SESSION_SECRET: string;
      /** This slice's real Worker, as the platform's Workers reach its RPC (its stable Worker's service binding). */
      MFE_FINANCE: FinanceRpc;
    }
  }
}
