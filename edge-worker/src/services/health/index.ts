import { type FragmentOutcomeKind, outcomeHour } from '@forecourt/shared';

// Health per remote version (issue 29; migration 0012 `fragment_outcomes`): the fragment outcomes of a page, added
// to the hour's counts per site, remote and version in one batch.

/** How one fragment of a page came out, and from which version of its remote. */
export interface FragmentOutcomeRecord {
  remote: string;
  version: string;
  outcome: FragmentOutcomeKind;
}

/**
 * Adds a page's fragment outcomes to the counts of the hour `at` falls in.
 * @example await recordFragmentOutcomes(env.DB, 'harbourcity', [{ remote: 'mfe_vehicle', version: '1.0.0', outcome: 'ok' }], new Date());
 */
export async function recordFragmentOutcomes(
  db: D1Database,
  tenant: string,
  outcomes: readonly FragmentOutcomeRecord[],
  at: Date,
): Promise<void> {
  if (outcomes.length === 0) return;
  const hour = outcomeHour(at);
  const counts = new Map<string, { record: FragmentOutcomeRecord; count: number }>();
  for (const record of outcomes) {
    const key = `${record.remote}\u0000${record.version}\u0000${record.outcome}`;
    const entry = counts.get(key) ?? { record, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  await db.batch(
    [...counts.values()].map(({ record, count }) =>
      db
        .prepare(
          `INSERT INTO fragment_outcomes (hour, tenant, remote, version, outcome, count) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (hour, remote, version, tenant, outcome) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(hour, tenant, record.remote, record.version, record.outcome, count),
    ),
  );
}
