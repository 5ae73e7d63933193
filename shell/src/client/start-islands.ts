import { ISLAND_STATE_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFederation, type Federation } from './federation';
import { type HydrationHost, hydrateIslands } from './hydrate';

// The islands chunk (/assets/shell/islands.js, a second entry of the shell's client build): React,
// the MF runtime and hydration. client.js imports it only on pages that have islands.

/** The browser's side of hydration: the MF instance, React's hydrateRoot, the console. */
export function browserHost(federation: Federation): HydrationHost<Element> {
  return {
    registerRemotes(remotes) {
      federation.registerRemotes(remotes.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
    },
    async loadComponent(module) {
      const exports = await federation.loadRemote<{ default?: unknown }>(module);
      return exports?.default;
    },
    hydrate(island, component) {
      const { module, remote, data } = island.payload;
      const props = typeof data === 'object' && data !== null ? data : {};
      hydrateRoot(island.element, createElement(component as ComponentType<object>, props), {
        // The remote rendered with the same prefix (fragment contract), so useId/RAC ids match.
        identifierPrefix: `${island.id}-`,
        onRecoverableError(error, info) {
          console.error(
            `[fc] hydration mismatch in island #${island.id} (${module}@${remote.version})`,
            error,
            info.componentStack,
          );
        },
      });
    },
    setState(element, state) {
      element.setAttribute(ISLAND_STATE_ATTRIBUTE, state);
    },
    error: (...args) => console.error(...args),
  };
}

/** Hydrates every island on the page; never rejects. */
export async function startIslands(doc: Document = document): Promise<void> {
  try {
    await hydrateIslands(doc, browserHost(createFederation()));
  } catch (error) {
    console.error('[fc] islands could not start; kept server HTML', error);
  }
  performance.mark('fc-islands-done');
}

void startIslands();
