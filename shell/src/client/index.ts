// The shell's browser entry (/assets/shell/client.js). Loaded as an async module, so it may run
// before the body is parsed: wait for the DOM first. The chrome's enhancements are small and run on
// every page. React, the Module Federation runtime and hydration live in /assets/shell/islands.js,
// fetched only when the first island's trigger fires (nothing preloads it: it must not compete with
// the first paint); each island then hydrates when its own trigger fires (triggers.ts), and a click on
// it meanwhile is held and replayed (replay.ts).

import { ISLAND_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';
import { initChrome } from './chrome';
import { holdClicks } from './replay';
import { browserTriggers, scheduleIslands } from './triggers';

/** Where the islands entry is served (rspack.config.ts defines it from the shell's publicPath). */
declare const __FC_ISLANDS_URL__: string;

/** What islands.js exports (start-islands.ts). */
interface IslandsRuntime {
  hydrateIslandElement(element: Element): Promise<boolean>;
}

let runtime: Promise<IslandsRuntime> | null = null;

function islandsRuntime(): Promise<IslandsRuntime> {
  runtime ??= import(/* webpackIgnore: true */ __FC_ISLANDS_URL__) as Promise<IslandsRuntime>;
  return runtime;
}

function hydrate(element: Element, release: (hydrated: boolean) => void): void {
  islandsRuntime()
    .then((islands) => islands.hydrateIslandElement(element))
    .catch((error: unknown) => {
      console.error('[fc] the islands runtime could not load; kept server HTML', error);
      return false;
    })
    .then(release);
}

function start(): void {
  initChrome(document);
  const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  const releases = new Map(islands.map((element) => [element, holdClicks(element)]));
  scheduleIslands(islands, browserTriggers(window), (element) => {
    hydrate(element, releases.get(element) ?? (() => {}));
  });
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  start();
}
