import {
  type PlanResult,
  planRelease,
  type ReleaseChange,
  ReleaseChangeSchema,
  type ReleaseCommand,
  type ReleasePlan,
  type ReleaseRegistry,
  ReleaseRegistrySchema,
} from '../domain';

// The release ledger (the platform's D1 table `release_changes`, migration 0011; issue 29): the history of the
// release registry and the one way to change it. A change is planned on the newest registry (the pure rules of
// domain/releases/changes.ts), written at the next revision or not at all, and only then published to KV. Written
// once against a small SQL port, so the gateway (a D1 binding: the dealer's own choice) and the release command
// (wrangler against local or deployed D1) keep exactly the same ledger.

/** What the ledger needs of a database: statements with `?` parameters. */
export interface LedgerSql {
  all<Row>(sql: string, params: readonly (string | number | null)[]): Promise<Row[]>;
  run(sql: string, params: readonly (string | number | null)[]): Promise<void>;
}

/** The newest registry the ledger holds, and its revision. */
export interface LedgerHead {
  revision: number;
  registry: ReleaseRegistry;
}

interface ChangeRow {
  revision: number;
  remote: string;
  action: string;
  who: string;
  at: string;
  why: string;
  from_assignment: string;
  to_assignment: string;
  undoes: number | null;
}

const CHANGE_COLUMNS = 'revision, remote, action, who, at, why, from_assignment, to_assignment, undoes';

/**
 * The newest registry the ledger holds, or null before its first change.
 * @example const head = await ledgerHead(d1LedgerSql(env.DB));
 */
export async function ledgerHead(sql: LedgerSql): Promise<LedgerHead | null> {
  const [row] = await sql.all<{ revision: number; registry: string }>(
    'SELECT revision, registry FROM release_changes ORDER BY revision DESC LIMIT 1',
    [],
  );
  return row ? { revision: row.revision, registry: ReleaseRegistrySchema.parse(JSON.parse(row.registry)) } : null;
}

/**
 * Every change, oldest first (of one remote, when named).
 * @example const history = await ledgerHistory(sql, 'mfe_vehicle');
 */
export async function ledgerHistory(sql: LedgerSql, remote?: string): Promise<ReleaseChange[]> {
  const rows = await sql.all<ChangeRow>(
    remote === undefined
      ? `SELECT ${CHANGE_COLUMNS} FROM release_changes ORDER BY revision`
      : `SELECT ${CHANGE_COLUMNS} FROM release_changes WHERE remote = ? ORDER BY revision`,
    remote === undefined ? [] : [remote],
  );
  return rows.map((row) =>
    ReleaseChangeSchema.parse({
      revision: row.revision,
      remote: row.remote,
      action: row.action,
      who: row.who,
      at: row.at,
      why: row.why,
      from: JSON.parse(row.from_assignment),
      to: JSON.parse(row.to_assignment),
      ...(row.undoes === null ? {} : { undoes: row.undoes }),
    }),
  );
}

/** Who makes a change, when, and why: what every entry records beside the change itself. */
export interface ChangeAuthor {
  who: string;
  why: string;
  /** ISO time. */
  at: string;
}

/** What recording a change came to. */
export type RecordOutcome =
  | { kind: 'recorded'; change: ReleaseChange; registry: ReleaseRegistry }
  | { kind: 'refused'; problem: string }
  | { kind: 'lost'; problem: string };

/**
 * The change a plan records at `revision` by `author`.
 * @example const change = changeOf(plan, 4, { who: 'ana', why: '', at });
 */
export function changeOf(plan: ReleasePlan, revision: number, author: ChangeAuthor): ReleaseChange {
  return {
    revision,
    remote: plan.remote,
    action: plan.action,
    ...author,
    from: plan.from,
    to: plan.to,
    ...(plan.undoes === undefined ? {} : { undoes: plan.undoes }),
  };
}

/**
 * The statement that writes a change with the registry after it, unless its revision is taken.
 * @example await sql.run(...Object.values(changeInsert(change, plan.registry)));
 */
export function changeInsert(
  change: ReleaseChange,
  registry: ReleaseRegistry,
): { sql: string; params: (string | number | null)[] } {
  return {
    sql: `INSERT OR IGNORE INTO release_changes (${CHANGE_COLUMNS}, registry) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    params: [
      change.revision,
      change.remote,
      change.action,
      change.who,
      change.at,
      change.why,
      JSON.stringify(change.from),
      JSON.stringify(change.to),
      change.undoes ?? null,
      JSON.stringify(registry),
    ],
  };
}

/**
 * Writes a planned change at `revision` (the head's next): recorded, or lost when another change took that revision
 * first (nothing of this one is written). The caller publishes the registry after.
 * @example await appendChange(sql, plan, 4, { who: 'ana', why: 'fix', at: new Date().toISOString() });
 */
export async function appendChange(
  sql: LedgerSql,
  plan: ReleasePlan,
  revision: number,
  author: ChangeAuthor,
): Promise<RecordOutcome> {
  const change = changeOf(plan, revision, author);
  const insert = changeInsert(change, plan.registry);
  await sql.run(insert.sql, insert.params);
  // Ours, or another's written first at the same revision: the row says which.
  const [written] = await sql.all<{ who: string; at: string; action: string; remote: string }>(
    'SELECT who, at, action, remote FROM release_changes WHERE revision = ?',
    [revision],
  );
  const ours =
    written?.who === change.who &&
    written.at === change.at &&
    written.action === change.action &&
    written.remote === change.remote;
  if (!ours) {
    return {
      kind: 'lost',
      problem: `another change took revision ${revision} first (${written?.action ?? '?'} of ${written?.remote ?? '?'} by ${written?.who ?? '?'}): nothing was changed; see the status and try again`,
    };
  }
  return { kind: 'recorded', change, registry: plan.registry };
}

/**
 * Plans a release command on the ledger's newest registry (or `initial`, the registry KV holds — read only when
 * needed — before the ledger's first change) and its history: the plan, or why it cannot be made.
 * @example const { head, result } = await planOnLedger(sql, kvRegistry, { action: 'promote', remote: 'mfe_vehicle' });
 */
export async function planOnLedger(
  sql: LedgerSql,
  initial: ReleaseRegistry | null | (() => Promise<ReleaseRegistry | null>),
  command: ReleaseCommand,
): Promise<{ revision: number; result: PlanResult }> {
  const head = await ledgerHead(sql);
  const registry = head?.registry ?? (typeof initial === 'function' ? await initial() : initial);
  if (registry === null)
    return { revision: 1, result: { ok: false, problem: 'there is no release registry yet: build first' } };
  const history = await ledgerHistory(sql, command.remote);
  return { revision: (head?.revision ?? 0) + 1, result: planRelease(registry, history, command) };
}

/**
 * A release command carried out: planned on the ledger, recorded at the next revision, then published (KV) —
 * or refused, or lost to a change made at the same moment.
 * @example await recordRelease(sql, kvRegistry, command, author, (registry) => env.TENANTS.put('releases', JSON.stringify(registry)));
 */
export async function recordRelease(
  sql: LedgerSql,
  initial: ReleaseRegistry | null | (() => Promise<ReleaseRegistry | null>),
  command: ReleaseCommand,
  author: ChangeAuthor,
  publish: (registry: ReleaseRegistry) => Promise<void>,
): Promise<RecordOutcome> {
  const { revision, result } = await planOnLedger(sql, initial, command);
  if (!result.ok) return { kind: 'refused', problem: result.problem };
  const outcome = await appendChange(sql, result.plan, revision, author);
  if (outcome.kind === 'recorded') await publishNewest(sql, revision, outcome.registry, publish);
  return outcome;
}

/**
 * Publishes the registry recorded at `revision`, then again the ledger's newest while a later change was recorded
 * meanwhile: KV keeps the last write, and two changes recorded in one order may reach KV in the other, so each writer
 * checks after its write that the head is what it wrote. The last writer to finish leaves the newest head in KV.
 * @example await publishNewest(sql, 12, registry, (next) => env.TENANTS.put('releases', JSON.stringify(next)));
 */
export async function publishNewest(
  sql: LedgerSql,
  revision: number,
  registry: ReleaseRegistry,
  publish: (registry: ReleaseRegistry) => Promise<void>,
): Promise<void> {
  let published = { revision, registry };
  for (let round = 0; round < PUBLISH_ROUNDS; round++) {
    await publish(published.registry);
    const head = await ledgerHead(sql);
    if (head === null || head.revision <= published.revision) return;
    published = head;
  }
}

/** Writes of one publish at most: each round follows a change recorded during the one before. */
const PUBLISH_ROUNDS = 5;
