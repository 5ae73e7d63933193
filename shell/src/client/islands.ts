import type { RemoteBuild } from '@forecourt/shared/fragment/contract';
import type { IslandPayload } from '@forecourt/shared/fragment/island';
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE } from '@forecourt/shared/fragment/island-markup';

// Reading the islands the gateway wrote (markup contract: shared/src/domain/fragment/island.ts):
//   <div id="{islandId}" data-fc-island="{module}">…</div>
//   <script type="application/json" data-fc-island-data="{islandId}">{IslandPayload}</script>
// Pure: works on anything shaped like a document, so tests pass a stand-in.

/** The parts of an element this file reads (a DOM Element has them all). */
export interface IslandNode {
  readonly id: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
}

/** The part of a Document this file reads. */
export interface IslandRoot<E extends IslandNode> {
  querySelectorAll(selectors: string): Iterable<E>;
}

export interface Island<E extends IslandNode = IslandNode> {
  id: string;
  element: E;
  payload: IslandPayload;
}

/** An island that cannot hydrate; its server HTML stays as it is. */
export interface IslandProblem<E extends IslandNode = IslandNode> {
  id: string;
  element: E;
  reason: string;
}

// The same rules as IslandPayloadSchema (islands.test.ts checks that they agree). The browser
// bundle keeps zod out: it would cost more than the rest of this client together.
const MODULE = /^[a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9]*$/;
const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An island's payload if it has the contract's shape (IslandPayloadSchema), else why not.
 * Like the schema, it keeps only the contract's keys.
 * @example parseIslandPayload(JSON.parse(script.textContent))
 */
export function parseIslandPayload(value: unknown): { payload: IslandPayload } | { error: string } {
  if (!isRecord(value)) return { error: 'the payload is not an object' };
  const { module, remote, data } = value;
  if (typeof module !== 'string' || !MODULE.test(module)) return { error: 'module is not "<remote>/<Exposed>"' };
  if (!isRecord(remote)) return { error: 'remote is missing' };
  const { name, version, manifestUrl } = remote;
  if (typeof name !== 'string' || !REMOTE_NAME.test(name)) return { error: 'remote.name is not a container name' };
  if (typeof version !== 'string' || version.length === 0) return { error: 'remote.version is empty' };
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/_mf/')) {
    return { error: 'remote.manifestUrl is not under /_mf/' };
  }
  // As in zod 4, an unknown-typed key must still be present (null is fine).
  if (!('data' in value)) return { error: 'data is missing' };
  return { payload: { module, remote: { name, version, manifestUrl }, data } };
}

/**
 * Every island on the page, in document order, and the ones that cannot hydrate (no id, no data
 * script, a payload that breaks the contract, a module that is not the remote's).
 * @example const { islands, problems } = readIslands(document);
 */
export function readIslands<E extends IslandNode>(
  root: IslandRoot<E>,
): { islands: Island<E>[]; problems: IslandProblem<E>[] } {
  const scripts = new Map<string, E>();
  for (const script of root.querySelectorAll(`script[${ISLAND_DATA_ATTRIBUTE}]`)) {
    const id = script.getAttribute(ISLAND_DATA_ATTRIBUTE);
    if (id && !scripts.has(id)) scripts.set(id, script);
  }
  const islands: Island<E>[] = [];
  const problems: IslandProblem<E>[] = [];
  const seen = new Set<string>();
  for (const element of root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const id = element.id;
    const fail = (reason: string) => problems.push({ id: id || '(no id)', element, reason });
    if (!id) {
      fail('the island element has no id');
      continue;
    }
    if (seen.has(id)) {
      fail('another island has the same id');
      continue;
    }
    seen.add(id);
    const text = scripts.get(id)?.textContent;
    if (!text) {
      fail(`no <script ${ISLAND_DATA_ATTRIBUTE}="${id}">`);
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      fail('its data script is not JSON');
      continue;
    }
    const parsed = parseIslandPayload(json);
    if ('error' in parsed) {
      fail(parsed.error);
      continue;
    }
    const { payload } = parsed;
    if (element.getAttribute(ISLAND_ATTRIBUTE) !== payload.module) {
      fail(`${ISLAND_ATTRIBUTE}="${element.getAttribute(ISLAND_ATTRIBUTE)}" but the payload names ${payload.module}`);
      continue;
    }
    if (containerOf(payload.module) !== payload.remote.name) {
      fail(`${payload.module} is not a module of ${payload.remote.name}`);
      continue;
    }
    islands.push({ id, element, payload });
  }
  return { islands, problems };
}

/**
 * A build's container entry, beside its manifest (`remoteEntry.js`, rspack.config.ts): the shell's MF
 * runtime registers remotes by their entry (no manifest snapshot code in the page, one request fewer).
 * @example remoteEntryUrl('/_mf/mfe_vehicle/1.0.0/mf-manifest.json') // '/_mf/mfe_vehicle/1.0.0/remoteEntry.js'
 */
export function remoteEntryUrl(manifestUrl: string): string {
  return `${manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)}remoteEntry.js`;
}

/** 'mfe_vehicle/VehiclePage' → 'mfe_vehicle'. */
export function containerOf(module: string): string {
  return module.slice(0, module.indexOf('/'));
}

export interface RemotePlan<E extends IslandNode> {
  /** The builds to register: one per remote name, the first version the page names. */
  remotes: RemoteBuild[];
  /** Islands whose remote is registered at their version. */
  hydratable: Island<E>[];
  /** Islands naming another version of an already registered remote: they keep their server HTML. */
  conflicts: Array<{ island: Island<E>; registered: RemoteBuild }>;
}

/**
 * Which remote builds to register. A page runs one version of each remote (one MF container per
 * name); the first island's version wins, and an island rendered by another version is not
 * hydrated with code it was not rendered with.
 * @example planRemotes(islands).remotes.map((r) => ({ name: r.name, entry: r.manifestUrl }))
 */
export function planRemotes<E extends IslandNode>(islands: Island<E>[]): RemotePlan<E> {
  const byName = new Map<string, RemoteBuild>();
  const plan: RemotePlan<E> = { remotes: [], hydratable: [], conflicts: [] };
  for (const island of islands) {
    const { remote } = island.payload;
    const registered = byName.get(remote.name);
    if (!registered) {
      byName.set(remote.name, remote);
      plan.remotes.push(remote);
      plan.hydratable.push(island);
    } else if (registered.version === remote.version && registered.manifestUrl === remote.manifestUrl) {
      plan.hydratable.push(island);
    } else {
      plan.conflicts.push({ island, registered });
    }
  }
  return plan;
}
