import type { RemoteBuild } from '@forecourt/shared/fragment/contract';
import { type Island, type IslandNode, type IslandProblem, planRemotes, readIslands } from './islands';

// Loading and hydrating the islands, one at a time and independently: an island whose remote fails
// keeps its server HTML (marked data-fc-hydrated="failed") and the others carry on.

/** What hydration needs from the outside world (the browser's in start-islands.ts, fakes in tests). */
export interface HydrationHost<E extends IslandNode> {
  /** Registers the remote builds the page names. */
  registerRemotes(remotes: RemoteBuild[]): void;
  /** The exposed module's default export: the island component. */
  loadComponent(module: string): Promise<unknown>;
  /**
   * hydrateRoot(element, <Component {...data} />, …) inside a transition, so React yields while it
   * hydrates; resolves once the island has committed, rejects (or throws) when it cannot.
   */
  hydrate(island: Island<E>, component: unknown): Promise<void>;
  setState(element: E, state: 'true' | 'failed'): void;
  error(...args: unknown[]): void;
}

function describe(island: Island): string {
  const { module, remote } = island.payload;
  return `${module}@${remote.version} from ${remote.manifestUrl}`;
}

/**
 * Loads and hydrates one island; never throws. Success (the island has committed, not merely started
 * hydrating) marks the element `data-fc-hydrated="true"`; any failure marks it "failed" and logs one `[fc] island #id …` error.
 */
export async function hydrateIsland<E extends IslandNode>(island: Island<E>, host: HydrationHost<E>): Promise<boolean> {
  try {
    const component = await host.loadComponent(island.payload.module);
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new TypeError(`${island.payload.module} has no default export to render`);
    }
    await host.hydrate(island, component);
    host.setState(island.element, 'true');
    return true;
  } catch (error) {
    host.setState(island.element, 'failed');
    host.error(`[fc] island #${island.id} could not load ${describe(island)}; kept server HTML`, error);
    return false;
  }
}

/** The page's islands made ready to hydrate: the remotes registered, the ones that cannot marked failed. */
export interface PreparedIslands<E extends IslandNode> {
  /** Islands whose remote build is registered: each hydrates when its trigger fires. */
  hydratable: Island<E>[];
  /** Islands that will not hydrate (bad markup, another version of a registered remote, no runtime). */
  failed: number;
}

/**
 * Reads the page's islands, marks the ones that cannot hydrate (and says why, once each), and
 * registers exactly the remote builds the others name, all of them at once: registering fetches
 * nothing, so an island on a later trigger still loads no code before it fires.
 * @example const { hydratable } = prepareIslands(document, host);
 */
export function prepareIslands<E extends IslandNode>(
  root: Parameters<typeof readIslands<E>>[0],
  host: HydrationHost<E>,
): PreparedIslands<E> {
  const { islands, problems } = readIslands(root);
  const fail = (problem: IslandProblem<E>) => {
    host.setState(problem.element, 'failed');
    host.error(`[fc] island #${problem.id} cannot hydrate: ${problem.reason}; kept server HTML`);
  };
  problems.forEach(fail);

  const plan = planRemotes(islands);
  for (const { island, registered } of plan.conflicts) {
    fail({
      id: island.id,
      element: island.element,
      reason: `it was rendered by ${island.payload.remote.name}@${island.payload.remote.version} but the page runs ${registered.version}`,
    });
  }
  try {
    host.registerRemotes(plan.remotes);
  } catch (error) {
    for (const island of plan.hydratable) host.setState(island.element, 'failed');
    host.error('[fc] could not register the remotes; kept the islands as server HTML', error);
    return { hydratable: [], failed: islands.length + problems.length };
  }
  return { hydratable: plan.hydratable, failed: problems.length + plan.conflicts.length };
}

/**
 * Prepares the page's islands and hydrates every one at once, whatever its trigger (tests, tools).
 * Resolves when every island has hydrated or failed.
 * @example await hydrateIslands(document, browserHost(createFederation()))
 */
export async function hydrateIslands<E extends IslandNode>(
  root: Parameters<typeof readIslands<E>>[0],
  host: HydrationHost<E>,
): Promise<{ hydrated: number; failed: number }> {
  const prepared = prepareIslands(root, host);
  const results = await Promise.all(prepared.hydratable.map((island) => hydrateIsland(island, host)));
  const hydrated = results.filter(Boolean).length;
  return { hydrated, failed: prepared.failed + results.length - hydrated };
}
