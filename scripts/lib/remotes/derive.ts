import type { Channel } from '../../../shared/src/domain/releases/registry.ts';
import {
  fragmentBindingName,
  fragmentWorkerName,
  type RemoteDeclaration,
  wranglerConfigFile,
} from '../../../shared/src/domain/remotes/declaration.ts';

// The files derived from the remotes' declarations, as text: pure functions of the declarations, so the
// drift test and `npm run remotes:sync` compare and write exactly the same thing.

const GENERATED =
  'Generated from mfe-*/remote.ts by `npm run remotes:sync`; `npm test` fails when it drifts. Do not edit.';

/** What a remote's Worker shares with the gateway: the one D1 database and the tenants' KV namespace (root wrangler.toml). */
export interface PlatformStores {
  databaseId: string;
  tenantsNamespaceId: string;
}

/**
 * The platform's stores as the root wrangler.toml declares them, so a remote's config can never name
 * another database.
 * @example platformStoresOf(readFileSync('wrangler.toml', 'utf8')).databaseId
 */
export function platformStoresOf(rootConfig: string): PlatformStores {
  const databaseId = /database_id = "([^"]+)"/.exec(rootConfig)?.[1];
  const tenantsNamespaceId = /binding = "TENANTS"\nid = "([^"]+)"/.exec(rootConfig)?.[1];
  if (!databaseId || !tenantsNamespaceId)
    throw new Error('the root wrangler.toml names no DB database or TENANTS namespace');
  return { databaseId, tenantsNamespaceId };
}

/** How a remote channel's config is written: the platform's stores, its partners' URLs, its migrations. */
export interface RemoteConfigOptions {
  stores: PlatformStores;
  /** The base URL of each partner var the remote declares (default: the local simulators of `npm start`). */
  partnerUrls: Readonly<Record<string, string>>;
  /** Extra vars of a local run only (its secrets): never in a committed config. */
  localVars?: Readonly<Record<string, string>>;
  /** Whether the remote has D1 migrations of its own (`src/db/migrations`). */
  hasMigrations: boolean;
}

const toml = (value: string) => JSON.stringify(value);

/**
 * A remote channel's wrangler config (`<folder>/wrangler.toml`, `<folder>/wrangler.<channel>.toml`).
 * @example remoteWranglerConfig(vehicle, 'canary', options) // name = "forecourt-mfe-vehicle-canary" …
 */
export function remoteWranglerConfig(
  remote: RemoteDeclaration,
  channel: Channel,
  options: RemoteConfigOptions,
): string {
  const vars = [
    ...(remote.partners ?? []).map((name) => `${name} = ${toml(options.partnerUrls[name] ?? '')}`),
    ...Object.entries(options.localVars ?? {}).map(([name, value]) => `${name} = ${toml(value)}`),
  ];
  const services = (remote.uses ?? []).map(
    (used) =>
      `[[services]]\nbinding = "${fragmentBindingName(used, 'stable')}"\nservice = "${fragmentWorkerName(used, 'stable')}"\n`,
  );
  const others = remote.channels.filter((other) => other !== channel).map(wranglerConfigFile);
  return `# ${GENERATED}
# ${remote.folder}'s fragment Worker, ${channel} channel.${others.length > 0 ? ` Same source as ${others.join(', ')}; only the name and` : ''}
# the asset directory (the client build of that channel, with its release.json) differ.
#
# Deploy: npm run build, then  npx wrangler deploy -c ${remote.folder}/${wranglerConfigFile(channel)}
# Locally it runs inside \`npm start\` (wrangler dev with several -c configs); the gateway reaches it
# through its ${fragmentBindingName(remote.name, channel)} service binding. It has no public route.
name = "${fragmentWorkerName(remote.name, channel)}"
main = "src/server.ts"
minify = true
compatibility_date = "2026-08-20"
compatibility_flags = ["nodejs_compat"]
workers_dev = false

[define]
# wrangler does not define NODE_ENV, so React's development build would be bundled.
"process.env.NODE_ENV" = '"production"'

# The client build: /_mf/${remote.name}/<version>/… is served by the asset layer before src/server.ts runs
# (the gateway passes /_mf/ requests through to this Worker). release.json sits at the root of the
# directory; the Worker reads it through the binding, and nothing public routes to it.
[assets]
directory = "./dist/${channel}"
binding = "ASSETS"

# The platform's one D1 database: its own tables (migrations in src/db/migrations, tracked apart from
# the gateway's) and the shared reads of the server kit.
[[d1_databases]]
binding = "DB"
database_name = "forecourt"
database_id = ${toml(options.stores.databaseId)}${options.hasMigrations ? `\nmigrations_dir = "src/db/migrations"\nmigrations_table = "d1_migrations_${remote.name}"` : ''}

# Tenant configurations (read only): the site the gateway resolved, by its slug.
[[kv_namespaces]]
binding = "TENANTS"
id = ${toml(options.stores.tenantsNamespaceId)}
${vars.length > 0 ? `\n# Its partners' base URLs${options.localVars ? " and this local run's secrets" : " (deployed: the partner's URL; secrets by `wrangler secret put`)"}.\n[vars]\n${vars.join('\n')}\n` : ''}
${services.length > 0 ? `\n# The remotes whose typed RPC it calls (their stable Worker).\n${services.join('\n')}` : ''}`;
}

/** The markers around the generated block of the root wrangler.toml. */
export const SERVICES_BEGIN = '# --- fragment Workers: generated from mfe-*/remote.ts by `npm run remotes:sync` ---';
export const SERVICES_END = '# --- end of the generated fragment Workers ---';

/**
 * The gateway's service bindings to every remote's Worker on every channel, between the markers.
 * @example gatewayServices([vehicle]) // [[services]] binding = "MFE_VEHICLE" …
 */
export function gatewayServices(remotes: readonly RemoteDeclaration[]): string {
  const services = remotes.flatMap((remote) =>
    remote.channels.map(
      (channel) =>
        `[[services]]\nbinding = "${fragmentBindingName(remote.name, channel)}"\nservice = "${fragmentWorkerName(remote.name, channel)}"\n`,
    ),
  );
  return [SERVICES_BEGIN, ...services, SERVICES_END].join('\n');
}

/**
 * The root wrangler.toml with its generated block replaced (or appended, the first time).
 * @example withGatewayServices(readFileSync('wrangler.toml', 'utf8'), remotes)
 */
export function withGatewayServices(rootConfig: string, remotes: readonly RemoteDeclaration[]): string {
  const begin = rootConfig.indexOf(SERVICES_BEGIN);
  const end = rootConfig.indexOf(SERVICES_END);
  const block = gatewayServices(remotes);
  if (begin === -1 || end < begin) return `${rootConfig.trimEnd()}\n\n${block}\n`;
  return `${rootConfig.slice(0, begin)}${block}${rootConfig.slice(end + SERVICES_END.length)}`;
}
