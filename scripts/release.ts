import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type Assignment,
  CHANNELS,
  type Channel,
  DEFAULT_HALT_RULE,
  describeAssignment,
  failurePercent,
  haltProblem,
  outcomeHour,
  type ReleaseChange,
  type ReleaseCommand,
  type ReleaseRegistry,
  totalOf,
  type VersionHealth,
} from '../shared/src/domain/index.ts';
import { remoteFolderOf, wranglerConfigFile } from '../shared/src/domain/remotes/declaration.ts';
import { versionHealth } from '../shared/src/server-kit/release-health.ts';
import {
  appendChange,
  ledgerHead,
  ledgerHistory,
  planOnLedger,
  publishNewest,
} from '../shared/src/server-kit/release-ledger.ts';
import { archiveBuilds } from './lib/build-archive.ts';
import { DEV_STATE_DIR, ROOT } from './lib/paths.ts';
import { openReleaseStores, type ReleaseTarget } from './lib/release-ledger-local.ts';
import { readBuiltReleases } from './lib/releases.ts';
import { run, WRANGLER_ENV } from './lib/run.ts';

// npm run release -- <command> …: the one way a remote's release moves (issue 29). Each change is planned on the
// newest registry, recorded in the release ledger (D1 `release_changes`: who, when, why, from, to) at the next
// revision — of two releases at once one wins, the other is told — and only then published to KV, where every
// gateway isolate reads it within its 30 s cache. Locally it drives the registry `npm start` uses (.data/wrangler);
// `--remote` the deployed D1 and KV (and `deploy` then runs `wrangler deploy` for the remote's Worker first). `deploy`
// also puts the version's client files into the build archive (R2; locally the state folder's), first.

const USAGE = `usage: npm run release -- <command> [options]
  status [<remote>]                          versions live, who is on which, since when, the last changes
  deploy <remote> <version> --channel <c>    put a built version on a channel (stable or canary)
  promote <remote>                           the canary's version becomes stable for everyone
  rollout <remote> <version> [--dealers a,b] [--percent N]
                                             the canary to the dealers named and a sticky share of the others
  rollback <remote>                          undo the remote's newest change (again: the one before)
options: --why "…" (recorded)  --who <name> (default $USER)  --dry-run (print the plan, change nothing)
         --auto-halt (rollout: refuse while the canary fails more than stable by --margin points, default 2)
         --hours N (the health window of status and --auto-halt, default 24)
         --state <dir> (default .data/wrangler, npm start's)  --remote (the deployed D1 and KV)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    channel: { type: 'string' },
    dealers: { type: 'string' },
    percent: { type: 'string' },
    why: { type: 'string', default: '' },
    who: { type: 'string', default: process.env.USER ?? userInfo().username },
    'dry-run': { type: 'boolean', default: false },
    state: { type: 'string', default: DEV_STATE_DIR },
    remote: { type: 'boolean', default: false },
    'auto-halt': { type: 'boolean', default: false },
    margin: { type: 'string', default: String(DEFAULT_HALT_RULE.marginPoints) },
    hours: { type: 'string', default: '24' },
  },
});

const target: ReleaseTarget = values.remote ? { kind: 'remote' } : { kind: 'local', stateDir: resolve(values.state) };
const stores = await openReleaseStores(target);
const { sql } = stores;
const [command, remote, version] = positionals;

// Every early end is a `process.exit`: Miniflare stops the local stores' workerd as the process exits.
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The first hour of the health window (`--hours` back from now). */
function healthSince(): string {
  const hours = Number(values.hours);
  if (!(hours > 0)) fail('--hours must be a positive number');
  return outcomeHour(new Date(Date.now() - hours * 3_600_000));
}

function describeHealth(health: VersionHealth | undefined): string {
  if (health === undefined || totalOf(health) === 0) return 'no fragments counted';
  const { ok, fallback, timeout, error } = health.counts;
  return `${totalOf(health)} fragments, ${(failurePercent(health) ?? 0).toFixed(1)} % failed (ok ${ok}, fallback ${fallback}, timeout ${timeout}, 5xx ${error})`;
}

function describeChange(change: ReleaseChange): string {
  const undoes = change.undoes === undefined ? '' : ` (undoes #${change.undoes})`;
  const why = change.why === '' ? '' : ` — ${change.why}`;
  return `#${change.revision} ${change.at} ${change.who}: ${change.action} ${change.remote}${undoes}${why}\n      ${describeAssignment(change.from)}  →  ${describeAssignment(change.to)}`;
}

async function status(only: string | undefined): Promise<void> {
  const head = await ledgerHead(sql);
  const registry: ReleaseRegistry | null = head?.registry ?? (await stores.readRegistry());
  if (registry === null) fail('No release registry yet: `npm run build`, then `npm start` (or the tests) publish one.');
  const history = await ledgerHistory(sql);
  console.log(`Release registry${head ? ` at revision ${head.revision}` : ' (no change recorded yet)'}`);
  for (const [name, releases] of Object.entries(registry.remotes)) {
    if (only !== undefined && name !== only) continue;
    const changes = history.filter((change) => change.remote === name);
    const since = changes.at(-1);
    console.log(
      `\n${name}: ${describeAssignment({ channels: releases.channels, ...(releases.rollout ? { rollout: releases.rollout } : {}) })}`,
    );
    if (since) console.log(`  since ${since.at} (#${since.revision} ${since.action} by ${since.who})`);
    const chose = Object.entries(releases.rollout?.dealers ?? {}).filter(([, channel]) => channel === 'stable');
    if (chose.length > 0) console.log(`  kept on stable by name: ${chose.map(([dealer]) => dealer).join(', ')}`);
    console.log(
      `  versions: ${releases.versions.map((published) => `${published.version} (${published.publishedAt.slice(0, 10)})`).join(', ')}`,
    );
    const health = await versionHealth(sql, name, healthSince());
    for (const channel of CHANNELS) {
      const live = releases.channels[channel];
      if (live !== undefined) {
        console.log(`  health of ${channel} ${live} (last ${values.hours} h): ${describeHealth(health.get(live))}`);
      }
    }
    for (const change of changes.slice(-5)) console.log(`  ${describeChange(change)}`);
  }
}

async function commandOf(): Promise<ReleaseCommand> {
  if (!remote) fail(USAGE);
  switch (command) {
    case 'promote':
    case 'rollback':
      return { action: command, remote };
    case 'rollout': {
      if (!version) fail(USAGE);
      const dealers = values.dealers
        ?.split(',')
        .map((dealer) => dealer.trim())
        .filter(Boolean);
      const percent = values.percent === undefined ? undefined : Number(values.percent);
      if (percent !== undefined && !Number.isInteger(percent)) fail('--percent must be a whole number 0–100');
      return {
        action: 'rollout',
        remote,
        version,
        ...(dealers ? { dealers } : {}),
        ...(percent === undefined ? {} : { percent }),
      };
    }
    case 'deploy': {
      if (!version) fail(USAGE);
      const channel = values.channel as Channel | undefined;
      if (channel === undefined || !CHANNELS.includes(channel)) fail(`--channel must be one of ${CHANNELS.join(', ')}`);
      const built = (await readBuiltReleases()).find(
        (build) => build.remote === remote && build.channel === channel && build.version === version,
      );
      if (!built)
        fail(`${remote} ${version} is not built for ${channel}: set its version and run \`npm run build\` first`);
      return {
        action: 'deploy',
        remote,
        version,
        channel,
        published: { publishedAt: built.builtAt, ...(built.declaration ? { declaration: built.declaration } : {}) },
      };
    }
    default:
      fail(USAGE);
  }
}

/** Stops a rollout (exit 3, nothing recorded) while the canary fails more than stable by the margin. */
async function haltIfUnhealthy(name: string, from: Assignment): Promise<void> {
  const { stable, canary } = from.channels;
  if (stable === undefined || canary === undefined) return;
  const health = await versionHealth(sql, name, healthSince());
  const empty = (version: string): VersionHealth => ({ version, counts: { ok: 0, fallback: 0, timeout: 0, error: 0 } });
  const marginPoints = Number(values.margin);
  if (!(marginPoints >= 0)) fail('--margin must be a number of percentage points');
  const problem = haltProblem(name, health.get(canary) ?? empty(canary), health.get(stable) ?? empty(stable), {
    ...DEFAULT_HALT_RULE,
    marginPoints,
  });
  console.log(
    `  canary ${canary}: ${describeHealth(health.get(canary))}\n  stable ${stable}: ${describeHealth(health.get(stable))}`,
  );
  if (problem === null) return;
  console.error(`Halted: ${problem}. Nothing recorded; \`npm run release -- rollback ${name}\` undoes the last step.`);
  process.exit(3);
}

function printPlan(from: Assignment, to: Assignment): void {
  console.log(`  ${describeAssignment(from)}\n  → ${describeAssignment(to)}`);
}

if (command === 'status') {
  await status(remote);
} else {
  const release = await commandOf();
  const { revision, result } = await planOnLedger(sql, () => stores.readRegistry(), release);
  if (!result.ok) fail(`Refused: ${result.problem}`);
  if (values['auto-halt'] && release.action === 'rollout') await haltIfUnhealthy(release.remote, result.plan.from);
  console.log(`${values['dry-run'] ? 'Would record' : 'Recording'} #${revision}: ${release.action} ${release.remote}`);
  printPlan(result.plan.from, result.plan.to);
  if (values['dry-run']) process.exit(0);
  if (release.action === 'deploy') {
    if (values.remote) {
      // The Worker first (its client files are its static assets): the registry names it only once it answers.
      const config = resolve(ROOT, remoteFolderOf(release.remote), wranglerConfigFile(release.channel));
      await run('wrangler', ['deploy', '-c', config], { env: WRANGLER_ENV });
    }
    // Its client files into the build archive before the registry moves, so they stay reachable once a later
    // release moves the channel on and pages rendered with this version are still open (issue 29).
    const { files, ms } = await archiveBuilds(target, [release]);
    console.log(
      `  archived ${files} client files of ${release.remote} ${release.version} (${(ms / 1000).toFixed(1)} s)`,
    );
  }
  const outcome = await appendChange(sql, result.plan, revision, {
    who: values.who,
    why: values.why,
    at: new Date().toISOString(),
  });
  if (outcome.kind !== 'recorded') fail(`Not recorded: ${outcome.problem}`);
  await publishNewest(sql, revision, outcome.registry, (registry) => stores.writeRegistry(registry));
  console.log(`Recorded #${revision} and published the registry: every gateway serves it within 30 s.`);
}
await stores.close();
