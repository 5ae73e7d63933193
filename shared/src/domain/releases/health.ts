// Health per remote version (issue 29): each fragment a page asks for comes out ok, as a fallback, a timeout or a
// server error; counted per version, they say whether a canary fails more than stable does, and so whether a
// rollout should stop. Pure: the gateway counts, the ledger's database keeps the counts, the release command reads.

/** How one fragment of one page came out. */
export const FRAGMENT_OUTCOMES = ['ok', 'fallback', 'timeout', 'error'] as const;
export type FragmentOutcomeKind = (typeof FRAGMENT_OUTCOMES)[number];

/**
 * A failed fragment's outcome, by the reason its fallback gives.
 * @example outcomeOfReason('timed out after 2500 ms') // 'timeout'
 * @example outcomeOfReason('answered HTTP 503') // 'error'
 */
export function outcomeOfReason(reason: string): Exclude<FragmentOutcomeKind, 'ok'> {
  if (reason.startsWith('timed out')) return 'timeout';
  if (/HTTP 5\d\d/.test(reason)) return 'error';
  return 'fallback';
}

/** One version's counts over a period. */
export interface VersionHealth {
  version: string;
  counts: Record<FragmentOutcomeKind, number>;
}

/** All of a version's fragments over the period. */
export function totalOf(health: VersionHealth): number {
  return FRAGMENT_OUTCOMES.reduce((sum, outcome) => sum + health.counts[outcome], 0);
}

/**
 * The share (0–100 %) of a version's fragments that did not come out ok; null with none counted.
 * @example failurePercent({ version: '1.1.0', counts: { ok: 95, fallback: 3, timeout: 1, error: 1 } }) // 5
 */
export function failurePercent(health: VersionHealth): number | null {
  const total = totalOf(health);
  return total === 0 ? null : ((total - health.counts.ok) / total) * 100;
}

/** How an auto-halting rollout judges a canary. */
export interface HaltRule {
  /** Percentage points the canary's failures may exceed stable's by. */
  marginPoints: number;
  /** Fewest fragments of the canary counted before it is judged at all. */
  minFragments: number;
}

export const DEFAULT_HALT_RULE: HaltRule = { marginPoints: 2, minFragments: 20 };

/**
 * Why a rollout of `canary` should stop, or null: its failure rate exceeds stable's by more than the margin, once
 * enough of its fragments were counted.
 * @example haltProblem(canaryHealth, stableHealth) // 'mfe_vehicle 1.1.0 fails 12.0 % of its fragments, stable 1.0.0 1.0 %: over the 2-point margin'
 */
export function haltProblem(
  remote: string,
  canary: VersionHealth,
  stable: VersionHealth,
  rule: HaltRule = DEFAULT_HALT_RULE,
): string | null {
  const canaryRate = failurePercent(canary);
  if (canaryRate === null || totalOf(canary) < rule.minFragments) return null;
  const stableRate = failurePercent(stable) ?? 0;
  if (canaryRate <= stableRate + rule.marginPoints) return null;
  return `${remote} ${canary.version} fails ${canaryRate.toFixed(1)} % of its fragments, stable ${stable.version} ${stableRate.toFixed(1)} %: over the ${rule.marginPoints}-point margin`;
}

/**
 * The UTC hour an outcome is counted in.
 * @example outcomeHour(new Date('2026-11-29T04:31:00Z')) // '2026-11-29T04'
 */
export function outcomeHour(at: Date): string {
  return at.toISOString().slice(0, 13);
}
