import {
  type Channel,
  DEFAULT_HYDRATION_TRIGGER,
  type HydrationTrigger,
  type ReleasePin,
  type ReleaseRegistry,
  type RouteClass,
  resolveRelease,
} from '@forecourt/shared';
import { declarationOf } from '@forecourt/shared/releases/registry';
import { isUnderPrefix } from '@forecourt/shared/remotes/declaration';
import { type ParamRules, type PublishedDeclaration, paramsMeetingRules } from '@forecourt/shared/remotes/published';
import { PatternRouter } from 'hono/router/pattern-router';

// The gateway's routes, read at run time: each remote publishes its declaration (pages, fragments, API
// prefixes and budgets, hydration triggers) with every version it releases, and the release registry
// carries them. For a tenant, each remote's release (its pin → channel → version) picks the declaration
// that version published, so a dealer on a remote's canary gets the canary's pages and API, and the
// page is rendered and hydrated by that same version. No remote's code is compiled into the gateway.

/** One fragment on a page. */
export interface FragmentSlot {
  remote: string;
  /** The fragment's name on the remote's Worker (`/fragments/<name>`), PascalCase like its exposed module. */
  fragment: string;
  /** The page's main content: its status is the page's (404 → a 404 page), its head the page's head. */
  primary: boolean;
}

/** A composed page route. */
export interface PageRoute {
  /** Hono path pattern. */
  path: string;
  /** The page's title when the primary fragment gives none (a fallback). */
  title: string;
  /** The params' rules: a request whose params fail them is a 404 without asking any remote. */
  params: ParamRules;
  /** In page order; exactly one is primary. */
  fragments: FragmentSlot[];
  /** Its fragments are told the signed-in shopper (a gated page of the shopper's own). */
  shopper: boolean;
  /** A page of the dealer's area: its fragments are told the dealer is signed in (the gateway let only them in). */
  dealer: boolean;
}

/** A remote's release for one tenant, and what that version declared. */
export interface TableRelease {
  remote: string;
  channel: Channel;
  version: string;
  /** False when the tenant's pin could not be honoured and stable was used instead. */
  pinHonoured: boolean;
  declaration: PublishedDeclaration;
}

/** The remote that owns an API path, and the budget (beyond the whole API's) the path spends. */
export interface ApiOwner {
  release: TableRelease;
  routeClass: Exclude<RouteClass, 'api'> | null;
  /** The larger body this release declares for the exact path (bytes, seconds), or null: the default. */
  bodyLimit: { bytes: number; seconds: number } | null;
}

/** A tenant's routes: its releases of every remote and what they declare. */
export interface RouteTable {
  /** Each remote's release for the tenant, by container name. */
  releases: ReadonlyMap<string, TableRelease>;
  /** Every declared page, in the remotes' name order, each remote's in declaration order. */
  pages: readonly PageRoute[];
  /** The first page whose pattern and param rules `path` meets, with its params. */
  matchPage(path: string): { route: PageRoute; params: Record<string, string> } | null;
  /** The remote whose API prefix `path` is under (the longest prefix), or null. */
  matchApi(method: string, path: string): ApiOwner | null;
  /** Whether `remote`'s release declares `fragment`. */
  declares(remote: string, fragment: string): boolean;
  /** When a slot's island hydrates: what its remote's release declares (`load` when nothing). */
  hydrationTrigger(slot: Pick<FragmentSlot, 'remote' | 'fragment'>): HydrationTrigger;
  /** Remotes the registry lists whose release has no declaration (published before declarations travelled). */
  undeclared: readonly string[];
}

/** `/a%20b` → `a b`; a malformed escape stays as it came (and then fails its param rule). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** How much a path segment says: a name, a param listing its values (`:page{a|b}`), or any value. */
function segmentWeight(segment: string): number {
  if (!segment.startsWith(':')) return 2;
  return segment.includes('{') ? 1 : 0;
}

/**
 * Which of two matching page paths wins (negative: `a`): the first segment where one says more. Remotes
 * declare their pages apart and the registry lists them by name, so a page is never shadowed by another
 * remote's catch-all (`/:model` beside `/finance`, spec: 001 §2 "/{model slug}"); equals keep their order.
 */
function compareSpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = segmentWeight(right[i] ?? '') - segmentWeight(left[i] ?? '');
    if (difference !== 0) return difference;
  }
  return 0;
}

function buildTable(registry: ReleaseRegistry, pins: Readonly<Record<string, ReleasePin | undefined>>): RouteTable {
  const releases = new Map<string, TableRelease>();
  const undeclared: string[] = [];
  for (const remote of Object.keys(registry.remotes).sort()) {
    const resolved = resolveRelease(registry, remote, pins[remote]);
    if (resolved === null) continue;
    const declaration = declarationOf(registry, remote, resolved.version);
    if (declaration === null) undeclared.push(remote);
    else releases.set(remote, { remote, ...resolved, declaration });
  }

  const pages: PageRoute[] = [];
  const pageRouter = new PatternRouter<PageRoute>();
  const budgets: { release: TableRelease; method?: string; routeClass: ApiOwner['routeClass'] }[] = [];
  const budgetRouter = new PatternRouter<number>();
  const prefixes: { prefix: string; release: TableRelease }[] = [];
  for (const release of releases.values()) {
    for (const page of release.declaration.pages) {
      const route: PageRoute = {
        path: page.path,
        title: page.title,
        params: page.params,
        fragments: page.fragments.map((slot) => ({
          remote: slot.remote ?? release.remote,
          fragment: slot.fragment,
          primary: slot.primary,
        })),
        shopper: page.shopper === true,
        dealer: page.dealer === true,
      };
      pages.push(route);
      pageRouter.add('GET', route.path, route);
    }
    for (const prefix of release.declaration.api.prefixes) prefixes.push({ prefix, release });
    for (const budget of release.declaration.api.budgets) {
      budgetRouter.add('ALL', budget.path, budgets.length);
      budgets.push({ release, ...(budget.method ? { method: budget.method } : {}), routeClass: budget.routeClass });
    }
  }
  // The longest prefix first, so `/api/cars/trade-in` could belong to another remote than `/api/cars`.
  prefixes.sort((a, b) => b.prefix.length - a.prefix.length);

  return {
    releases,
    pages,
    undeclared,
    matchPage(path) {
      const matches = pageRouter.match('GET', path)[0] as [PageRoute, Record<string, string>][];
      for (const [route, raw] of matches.toSorted(([a], [b]) => compareSpecificity(a.path, b.path))) {
        const params = paramsMeetingRules(
          route.params,
          Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decoded(value)])),
        );
        if (params !== null) return { route, params };
      }
      return null;
    },
    matchApi(method, path) {
      const owner = prefixes.find(({ prefix }) => isUnderPrefix(path, prefix));
      if (owner === undefined) return null;
      const matches = budgetRouter.match('ALL', path)[0] as [number, Record<string, string>][];
      const budget = matches
        .map(([index]) => budgets[index])
        .find(
          (candidate) => candidate?.release === owner.release && (!candidate.method || candidate.method === method),
        );
      const limit = owner.release.declaration.api.bodyLimits?.find((declared) => declared.path === path);
      return {
        release: owner.release,
        routeClass: budget?.routeClass ?? null,
        bodyLimit: limit ? { bytes: limit.bytes, seconds: limit.seconds } : null,
      };
    },
    declares(remote, fragment) {
      const fragments = releases.get(remote)?.declaration.fragments;
      return fragments !== undefined && Object.hasOwn(fragments, fragment);
    },
    hydrationTrigger({ remote, fragment }) {
      const fragments = releases.get(remote)?.declaration.fragments;
      const declared = fragments && Object.hasOwn(fragments, fragment) ? fragments[fragment]?.hydrate : undefined;
      return declared ?? DEFAULT_HYDRATION_TRIGGER;
    },
  };
}

/** Tables built from one registry object, by the tenant's pins. */
const TABLES = new WeakMap<ReleaseRegistry, Map<string, RouteTable>>();

/**
 * A tenant's route table: built once per registry read (the release store keeps one for 30 s) and set
 * of pins, so tenants on the same releases share one.
 *
 * @example const page = routeTableFor(registry, tenant.releases).matchPage('/cars/2021-toyota-hilux-4021');
 */
export function routeTableFor(
  registry: ReleaseRegistry,
  pins: Readonly<Record<string, ReleasePin | undefined>>,
): RouteTable {
  let byPins = TABLES.get(registry);
  if (byPins === undefined) {
    byPins = new Map();
    TABLES.set(registry, byPins);
  }
  const key = JSON.stringify(Object.entries(pins).sort(([a], [b]) => a.localeCompare(b)));
  let table = byPins.get(key);
  if (table === undefined) {
    table = buildTable(registry, pins);
    byPins.set(key, table);
  }
  return table;
}

/**
 * The island id of a fragment on a page: `fc-` and its name in kebab case. The remote renders with it
 * as React's `identifierPrefix`, the client hydrates with the same, so ids never collide across islands.
 *
 * @example islandIdFor('VehiclePage') // → 'fc-vehicle-page'
 */
export function islandIdFor(fragment: string): string {
  const kebab = fragment
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
  return `fc-${kebab.replace(/^-+|-+$/g, '')}`;
}

/**
 * Whether any published release (of any remote, any version) declares its own body limit for this exact path:
 * the gateway then leaves the body to the API proxy, which reads it within the tenant's release's limit.
 * @example declaresBodyLimit(registry, '/api/cars/stock-feed') // true
 */
export function declaresBodyLimit(registry: ReleaseRegistry, path: string): boolean {
  return Object.values(registry.remotes).some((remote) =>
    remote.versions.some(
      ({ declaration }) => declaration?.api.bodyLimits?.some((limit) => limit.path === path) ?? false,
    ),
  );
}
