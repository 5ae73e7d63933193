import { describe, expect, it } from 'vitest';
import { parallelStages, STAGES, stageTable } from './test-stages.ts';

describe('stageTable', () => {
  it('lists each stage with its stream and wall time, and the whole run', () => {
    const table = stageTable(
      [
        { stage: 'typecheck', stream: 'checks', ms: 61_234, ok: true },
        { stage: 'build', stream: 'browser', ms: 80_000, ok: false, error: 'exited with 1' },
      ],
      300_000,
    );
    expect(table.split('\n')).toEqual([
      '  stage          stream        wall',
      '  typecheck      checks      61.2 s  ok',
      '  build          browser     80.0 s  FAILED',
      '  whole run                 300.0 s',
    ]);
  });
});

describe('parallelStages', () => {
  it('reads `a+b` as two stages side by side, and each is a stage', () => {
    expect(parallelStages('build+database')).toEqual(['build', 'database']);
    expect(parallelStages('e2e')).toEqual(['e2e']);
    for (const stage of parallelStages('build+database+typecheck')) expect(Object.hasOwn(STAGES, stage)).toBe(true);
  });
});
