import { ISLAND_STATE_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createFederation, type Federation } from './federation';
import { type HydrationHost, hydrateIsland, prepareIslands } from './hydrate';
import { type Island, remoteEntryUrl } from './islands';

// The islands chunk (/assets/shell/islands.js, a second entry of the shell's client build): React,
// the MF runtime and hydration. client.js imports it when the first island's trigger fires, and
// asks it to hydrate each island as its own trigger fires (triggers.ts).

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
      federation.registerRemotes(
        remotes.map((remote) => ({ name: remote.name, entry: remoteEntryUrl(remote.manifestUrl), type: 'module' })),
      );
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

interface Session {
  host: HydrationHost<Element>;
  islands: Map<Element, Island<Element>>;
  started: Map<Element, Promise<boolean>>;
}

let session: Session | null = null;

/** The page's one MF instance and its prepared islands, made on the first trigger. */
function pageSession(doc: Document): Session {
  if (session) return session;
  const host = browserHost(createFederation());
  const { hydratable } = prepareIslands(doc, host);
  session = { host, islands: new Map(hydratable.map((island) => [island.element, island])), started: new Map() };
  return session;
}

/**
 * Loads the code of the island on `element` and hydrates it, once however often it is asked; resolves
 * true once it has committed, false when it cannot hydrate (its server HTML stays). Never rejects.
 * @example const { hydrateIslandElement } = await import('/assets/shell/islands.js'); await hydrateIslandElement(element);
 */
export function hydrateIslandElement(element: Element, doc: Document = document): Promise<boolean> {
  let current: Session;
  try {
    current = pageSession(doc);
  } catch (error) {
    console.error('[fc] islands could not start; kept server HTML', error);
    return Promise.resolve(false);
  }
  const island = current.islands.get(element);
  if (!island) return Promise.resolve(false);
  let started = current.started.get(element);
  if (!started) {
    started = hydrateIsland(island, current.host);
    current.started.set(element, started);
  }
  return started;
}
