import type { z } from 'zod';
import { DEFAULT_HYDRATION_TRIGGER, HYDRATION_TRIGGERS, type HydrationTrigger } from '../fragment/island-markup.ts';
import { DEALER_AREA_PATH, isDealerGated, isDealerPath } from '../identity/dealer.ts';
import { isPlatformGated, PLATFORM_GATED_ROUTES } from '../identity/gated-routes.ts';
import { CHANNELS, type Channel } from '../releases/channels.ts';
import type { RouteClass } from '../schemas/route-classes.ts';

// A remote's one declaration (`mfe-<name>/remote.ts`): what the platform derives everything else from —
// the gateway's remote table and page routes, the service bindings and binding types, the build and
// typecheck lists, the test stand-ins. Loaded by the gateway (bundled), by the build (plain Node, type
// stripping only: hence the `.ts` extensions and nothing but zod at run time) and by the tests.

/** A fragment on a declared page: one the remote serves (`/fragments/<fragment>`), or another remote's. */
export type PageFragmentDeclaration<TFragment extends string = string> =
  | {
      fragment: TFragment;
      /** The page's main content: its status is the page's (404 → a 404 page), its head the page's head. */
      primary: boolean;
      remote?: undefined;
    }
  | {
      /** A fragment `remote` declares and serves (e.g. the vehicle page composing `mfe_finance`'s calculator). */
      fragment: string;
      /** Never the primary one: the page's status and head stay its own remote's. */
      primary: false;
      /** That remote's container name. */
      remote: string;
    };

/** A page the remote owns, served by the gateway at `path`. */
export interface PageDeclaration<TFragment extends string = string> {
  /** Hono path pattern, e.g. `/cars/:slug`. */
  path: string;
  /** The page's title when the primary fragment gives none (a fallback). */
  title: string;
  /** Validates the route params; a request whose params fail is a 404 without asking any remote. */
  params: z.ZodType<Record<string, string>>;
  /** In page order; exactly one is primary. */
  fragments: readonly PageFragmentDeclaration<TFragment>[];
  /**
   * The page is the signed-in shopper's own (spec: 001 §6 gated routes, e.g. /online-payment): the gateway
   * sends the shopper it verified with each of its fragment requests (`FragmentRequest.shopper`) and never
   * keeps the page for other shoppers. Its path must be one the platform gates (a signed-out visitor is sent
   * to sign in first); without a shopper its fragments answer not found.
   */
  shopper?: boolean;
  /**
   * The page is the dealer's (issues 29, 30: the stock feed upload): its path is in the dealer's area
   * (`/dealer/…`), where the gateway lets in only a dealer signed in with the dealer key, tells the page's
   * fragments so (`FragmentRequest.dealer`) and never keeps the page for anyone else. Without it their fragments
   * answer not found.
   */
  dealer?: boolean;
}

/** How the remote serves one fragment. */
export interface FragmentDeclaration {
  /** Whether it hydrates (an island exposed as `./<name>`) or is server HTML only (e.g. a printable page). */
  island: boolean;
  /**
   * An island's hydration trigger (default `load`): when the browser loads its code (remoteEntry and
   * chunks) and hydrates it — `load`, `idle`, `visible` (near the viewport) or `interaction` (first
   * pointer, key or focus on it). Until then its server HTML is all there is, so it must work alone.
   */
  hydrate?: HydrationTrigger;
}

/** The HTTP methods an API budget can name. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A budget the gateway spends before it passes a request on: requests matching `method` (any, when
 * absent) and `path` (a Hono pattern under one of the remote's prefixes) spend `routeClass`'s budget
 * (the tenant's `rateLimits`), beside the whole API's.
 */
export interface ApiBudgetDeclaration {
  method?: ApiMethod;
  path: string;
  routeClass: Exclude<RouteClass, 'api'>;
}

/**
 * A larger request body one API path takes than the gateway's default (64 KB in 5 s): a dealer's stock feed.
 * The path is exact (no parameters); the gateway reads the body within these limits, then hands it on.
 */
export interface ApiBodyLimitDeclaration {
  path: string;
  /** The largest body, in bytes (at most {@link MAX_DECLARED_BODY_BYTES}). */
  bytes: number;
  /** How long the whole body may take to arrive, in seconds (at most {@link MAX_DECLARED_BODY_SECONDS}). */
  seconds: number;
}

/** The largest body a remote may declare for a path: what a gateway isolate (128 MB) can hold while it reads it. */
export const MAX_DECLARED_BODY_BYTES = 32 * 1024 * 1024;
/** The longest a remote may let a body take to arrive. */
export const MAX_DECLARED_BODY_SECONDS = 120;

/** The JSON API a remote owns: the gateway proxies every path under its prefixes to the remote's Worker. */
export interface ApiDeclaration {
  /** Path prefixes, each `/api/<segment>[/<segment>…]`: the prefix itself and every path under it. */
  prefixes: readonly string[];
  /** Budgets of particular routes (partner calls, leads, searches), the first that matches. */
  budgets?: readonly ApiBudgetDeclaration[];
  /** Paths that take a larger body than the gateway's default. */
  bodyLimits?: readonly ApiBodyLimitDeclaration[];
}

/** What `remote.ts` declares. */
export interface RemoteDeclarationInput<TName extends string, TFragment extends string> {
  /** The Module Federation container name, `mfe_<snake_case>` (also the `/_mf/<name>/` path segment). */
  name: TName;
  /** The stable channel's version stamp: the remote's package.json `version`. */
  version: string;
  /** Exposed modules, `./<Fragment>` → file relative to the remote's folder: the islands the browser loads. */
  exposes: Readonly<Record<string, string>>;
  /** The fragments its Worker serves, by name: island or server HTML, and an island's hydration trigger. */
  fragments: Readonly<Record<TFragment, FragmentDeclaration>>;
  /** The pages it owns. */
  pages: readonly PageDeclaration<NoInfer<TFragment>>[];
  /** The JSON API it owns under `/api` (none by default). */
  api?: ApiDeclaration;
  /**
   * The partners its Worker calls, by the var holding each one's base URL (`GEOCODING_API_URL`, …): its
   * wrangler configs get them, pointed at the local simulators, and every platform run at its own.
   */
  partners?: readonly string[];
  /** The secrets its Worker reads (`wrangler secret put` when deployed; the local platform passes its own). */
  secrets?: readonly string[];
  /**
   * The remotes whose typed Workers RPC its Worker calls for what they own (e.g. `mfe_search` for stock
   * counts): a service binding to each one's stable Worker, `MFE_<NAME>`. Never the gateway.
   */
  uses?: readonly string[];
  /** The release channels it is deployed on (one Worker each). Default: every channel. */
  channels?: readonly Channel[];
}

/** A checked declaration, with everything derived from its name. */
export interface RemoteDeclaration<TName extends string = string, TFragment extends string = string>
  extends RemoteDeclarationInput<TName, TFragment> {
  channels: readonly Channel[];
  /** The remote's folder at the repository's root, e.g. `mfe-vehicle`. */
  folder: string;
}

const CONTAINER_NAME = /^mfe_[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/**
 * Checks a remote's declaration and completes it (folder, channels). Throws on a declaration that
 * contradicts itself, so a mistake fails every build, test and start that loads it.
 * @example export default defineRemote({ name: 'mfe_offers', version: pkg.version, exposes: { './OffersPage': './src/expose/OffersPage.tsx' },
 *   fragments: { OffersPage: { island: true } }, pages: [{ path: '/offers', title: 'Offers', params: z.object({}), fragments: [{ fragment: 'OffersPage', primary: true }] }] });
 */
export function defineRemote<const TName extends string, const TFragment extends string>(
  input: RemoteDeclarationInput<TName, TFragment>,
): RemoteDeclaration<TName, TFragment> {
  const problems = declarationProblems(input);
  if (problems.length > 0) throw new Error(`remote ${input.name}: ${problems.join('; ')}`);
  return { ...input, channels: input.channels ?? CHANNELS, folder: remoteFolderOf(input.name) };
}

function declarationProblems(input: RemoteDeclarationInput<string, string>): string[] {
  const problems: string[] = [];
  if (!CONTAINER_NAME.test(input.name)) problems.push('its name must be mfe_<snake_case>');
  const fragments = input.fragments as Record<string, FragmentDeclaration>;
  for (const [fragment, { island, hydrate }] of Object.entries(fragments)) {
    if (island && !Object.hasOwn(input.exposes, `./${fragment}`)) {
      problems.push(`the island ${fragment} is not exposed as ./${fragment}`);
    }
    if (hydrate !== undefined && !island) problems.push(`${fragment} is no island but declares hydrate`);
    if (hydrate !== undefined && !HYDRATION_TRIGGERS.includes(hydrate)) {
      problems.push(`${fragment}: hydrate must be one of ${HYDRATION_TRIGGERS.join(', ')}`);
    }
  }
  for (const exposed of Object.keys(input.exposes)) {
    if (!fragments[exposed.slice(2)]?.island) problems.push(`${exposed} is exposed but no island fragment`);
  }
  for (const page of input.pages) {
    if (page.fragments.filter((slot) => slot.primary).length !== 1) {
      problems.push(`${page.path} needs exactly one primary fragment`);
    }
    if (page.shopper && !isPlatformGated(page.path)) {
      problems.push(
        `${page.path} is a shopper's own page, so it must be under a gated route: ${PLATFORM_GATED_ROUTES.join(', ')}`,
      );
    }
    if (page.dealer === true) {
      if (!isDealerGated(page.path))
        problems.push(`${page.path} is a dealer's page, so it must be under ${DEALER_AREA_PATH}/`);
      if (page.shopper) problems.push(`${page.path} cannot be both a shopper's and a dealer's page`);
    } else if (isDealerPath(page.path)) {
      problems.push(`${page.path} is in the dealer's area, so it must declare dealer: true`);
    }
    for (const slot of page.fragments as readonly { fragment: string; primary: boolean; remote?: string }[]) {
      const foreign = slot.remote !== undefined && slot.remote !== input.name;
      if (foreign && slot.primary) problems.push(`${page.path}: another remote's ${slot.fragment} cannot be primary`);
      if (!foreign && !Object.hasOwn(fragments, slot.fragment)) {
        problems.push(`${page.path} names an undeclared ${slot.fragment}`);
      }
    }
  }
  for (const name of [...(input.partners ?? []), ...(input.secrets ?? [])]) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(name)) problems.push(`${name} must be a var name in SCREAMING_SNAKE_CASE`);
  }
  for (const used of input.uses ?? []) {
    if (!CONTAINER_NAME.test(used) || used === input.name) problems.push(`it cannot use ${used}`);
  }
  for (const prefix of input.api?.prefixes ?? []) {
    if (!API_PREFIX.test(prefix)) problems.push(`the API prefix ${prefix} must be /api/<segment>[/<segment>…]`);
  }
  for (const budget of input.api?.budgets ?? []) {
    const owned = (input.api?.prefixes ?? []).some((prefix) => isUnderPrefix(budget.path, prefix));
    if (!owned) problems.push(`the budget of ${budget.path} is not under one of its API prefixes`);
  }
  for (const limit of input.api?.bodyLimits ?? []) {
    const owned = (input.api?.prefixes ?? []).some((prefix) => isUnderPrefix(limit.path, prefix));
    if (!owned || !API_PREFIX.test(limit.path)) {
      problems.push(`the body limit of ${limit.path} is not an exact path under one of its API prefixes`);
    }
    if (!Number.isInteger(limit.bytes) || limit.bytes <= 0 || limit.bytes > MAX_DECLARED_BODY_BYTES) {
      problems.push(`the body limit of ${limit.path} must be 1 to ${MAX_DECLARED_BODY_BYTES} bytes`);
    }
    if (!(limit.seconds > 0 && limit.seconds <= MAX_DECLARED_BODY_SECONDS)) {
      problems.push(`the body limit of ${limit.path} must allow 1 to ${MAX_DECLARED_BODY_SECONDS} seconds`);
    }
  }
  return problems;
}

const API_PREFIX = /^\/api(\/[a-z0-9][a-z0-9-]*)+$/;

/**
 * Whether a path is a prefix itself or under it (segment-wise: `/api/cars-x` is not under `/api/cars`).
 * @example isUnderPrefix('/api/offers/12', '/api/offers') // → true
 */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * When a remote's fragment hydrates in the browser: its declared trigger, `load` when it declares none.
 * @example hydrationTriggerOf(vehicleRemote, 'VehiclePage') // → 'load'
 */
export function hydrationTriggerOf(
  remote: { fragments: Readonly<Record<string, FragmentDeclaration>> },
  fragment: string,
): HydrationTrigger {
  const declared = Object.hasOwn(remote.fragments, fragment) ? remote.fragments[fragment]?.hydrate : undefined;
  return declared ?? DEFAULT_HYDRATION_TRIGGER;
}

/**
 * The folder of a remote: its container name in kebab case.
 * @example remoteFolderOf('mfe_vehicle') // → 'mfe-vehicle'
 */
export function remoteFolderOf(name: string): string {
  return name.replaceAll('_', '-');
}

/**
 * The gateway's service binding to a remote's Worker on a channel.
 * @example fragmentBindingName('mfe_vehicle', 'canary') // → 'MFE_VEHICLE_CANARY'
 */
export function fragmentBindingName<TName extends string, TChannel extends Channel>(
  name: TName,
  channel: TChannel,
): FragmentBindingNameOf<TName, TChannel> {
  const base = name.toUpperCase();
  return (channel === 'stable' ? base : `${base}_${channel.toUpperCase()}`) as FragmentBindingNameOf<TName, TChannel>;
}

/** {@link fragmentBindingName} at the type level. */
export type FragmentBindingNameOf<TName extends string, TChannel extends Channel> = TChannel extends 'stable'
  ? Uppercase<TName>
  : `${Uppercase<TName>}_${Uppercase<TChannel>}`;

/**
 * The Worker (service) name of a remote on a channel, as its wrangler config names it.
 * @example fragmentWorkerName('mfe_vehicle', 'canary') // → 'forecourt-mfe-vehicle-canary'
 */
export function fragmentWorkerName(name: string, channel: Channel): string {
  const base = `forecourt-${remoteFolderOf(name)}`;
  return channel === 'stable' ? base : `${base}-${channel}`;
}

/**
 * A remote channel's wrangler config, relative to the remote's folder.
 * @example wranglerConfigFile('canary') // → 'wrangler.canary.toml'
 */
export function wranglerConfigFile(channel: Channel): string {
  return channel === 'stable' ? 'wrangler.toml' : `wrangler.${channel}.toml`;
}
