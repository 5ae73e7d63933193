// The shell's browser entry (/assets/shell/client.js). Loaded as an async module, so it may run
// before the body is parsed: wait for the DOM first. The chrome's enhancements are small and run on
// every page; React, the Module Federation runtime and hydration live in /assets/shell/islands.js,
// fetched only when the page has islands (nothing preloads it: it must not compete with the first paint).

import { ISLAND_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';
import { initChrome } from './chrome';

/** Where the islands entry is served (rspack.config.ts defines it from the shell's publicPath). */
declare const __FC_ISLANDS_URL__: string;

function start(): void {
  initChrome(document);
  if (document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) {
    import(/* webpackIgnore: true */ __FC_ISLANDS_URL__).catch((error: unknown) => {
      console.error('[fc] the islands runtime could not load; kept server HTML', error);
    });
  }
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
