import { FRAGMENT_OUTCOMES, type FragmentOutcomeKind, type VersionHealth } from '../domain';
import type { LedgerSql } from './release-ledger';

// Health per remote version as the platform's D1 keeps it (`fragment_outcomes`, migration 0012): the gateway adds
// each composed page's fragment outcomes; the release command reads a remote's versions' counts since an hour.

/**
 * Each version's outcome counts of `remote` from the hour `sinceHour` on (all sites), by version.
 * @example await versionHealth(sql, 'mfe_vehicle', outcomeHour(new Date(Date.now() - 3_600_000)))
 */
export async function versionHealth(
  sql: LedgerSql,
  remote: string,
  sinceHour: string,
): Promise<Map<string, VersionHealth>> {
  const rows = await sql.all<{ version: string; outcome: string; count: number }>(
    `SELECT version, outcome, SUM(count) AS count FROM fragment_outcomes
     WHERE remote = ? AND hour >= ? GROUP BY version, outcome`,
    [remote, sinceHour],
  );
  const byVersion = new Map<string, VersionHealth>();
  for (const row of rows) {
    if (!(FRAGMENT_OUTCOMES as readonly string[]).includes(row.outcome)) continue;
    const health = byVersion.get(row.version) ?? {
      version: row.version,
      counts: { ok: 0, fallback: 0, timeout: 0, error: 0 },
    };
    health.counts[row.outcome as FragmentOutcomeKind] += Number(row.count);
    byVersion.set(row.version, health);
  }
  return byVersion;
}
