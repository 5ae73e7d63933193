import { ISLAND_STATE_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFederation, type Federation } from './federation';
import { type HydrationHost, hydrateIslands } from './hydrate';

// The islands chunk (/assets/shell/islands.js, a second entry of the shell's client build): React,
// the MF runtime and hydration. client.js imports it only on pages that have islands.

/**
 * Renders its child unchanged (no element, no fork in useId's tree, so ids still match the server's)
 * and reports the first commit: when hydration, which a transition spreads over several tasks, is done.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

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
      return new Promise((resolve, reject) => {
        const tree = createElement(
          Committed,
          { onCommit: () => resolve() },
          createElement(component as ComponentType<object>, props),
        );
        // In a transition React hydrates in slices and yields to the browser between them, instead of
        // one long task that holds input and paint (a click meanwhile hydrates its target first).
        startTransition(() => {
          hydrateRoot(island.element, tree, {
            // The remote rendered with the same prefix (fragment contract), so useId/RAC ids match.
            identifierPrefix: `${island.id}-`,
            onRecoverableError(error, info) {
              console.error(
                `[fc] hydration mismatch in island #${island.id} (${module}@${remote.version})`,
                error,
                info.componentStack,
              );
            },
            onUncaughtError: (error) => reject(error),
          });
        });
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
