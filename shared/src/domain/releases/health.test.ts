import { describe, expect, it } from 'vitest';
import { failurePercent, haltProblem, outcomeHour, outcomeOfReason, type VersionHealth } from './health';

const health = (version: string, ok: number, fallback = 0, timeout = 0, error = 0): VersionHealth => ({
  version,
  counts: { ok, fallback, timeout, error },
});

describe('health per version', () => {
  it("names a failed fragment's outcome by its reason", () => {
    expect(outcomeOfReason('timed out after 2500 ms')).toBe('timeout');
    expect(outcomeOfReason('answered HTTP 503')).toBe('error');
    expect(outcomeOfReason('answered a body that is not a fragment')).toBe('fallback');
  });

  it("counts a version's failures as a share of its fragments", () => {
    expect(failurePercent(health('1.1.0', 95, 3, 1, 1))).toBe(5);
    expect(failurePercent(health('1.1.0', 0))).toBeNull();
  });

  it('halts a rollout whose canary fails more than stable by the margin, once enough of it was counted', () => {
    expect(haltProblem('mfe_vehicle', health('1.1.0', 88, 12), health('1.0.0', 99, 1))).toBe(
      'mfe_vehicle 1.1.0 fails 12.0 % of its fragments, stable 1.0.0 1.0 %: over the 2-point margin',
    );
    expect(haltProblem('mfe_vehicle', health('1.1.0', 97, 3), health('1.0.0', 99, 1))).toBeNull();
    expect(haltProblem('mfe_vehicle', health('1.1.0', 5, 5), health('1.0.0', 99, 1))).toBeNull();
    expect(
      haltProblem('mfe_vehicle', health('1.1.0', 5, 5), health('1.0.0', 99, 1), { marginPoints: 2, minFragments: 10 }),
    ).not.toBeNull();
  });

  it('counts by the UTC hour', () => {
    expect(outcomeHour(new Date('2026-11-29T04:31:00+10:00'))).toBe('2026-11-28T18');
  });
});
