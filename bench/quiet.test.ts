import { describe, expect, it } from 'vitest';
import { QUIET_BUSY_LIMIT, quietVerdict, sampleCpu } from './quiet.ts';

describe('quietVerdict', () => {
  it('measures on a quiet machine and names who is busy on a busy one', () => {
    expect(quietVerdict({ busy: QUIET_BUSY_LIMIT, load1: 0.3, busiest: [] }).quiet).toBe(true);
    const busy = quietVerdict({ busy: 0.4, load1: 1.8, busiest: [{ pid: 7, name: 'node', core: 0.7 }] });
    expect(busy).toEqual({
      quiet: false,
      why: 'the machine is 40% busy with the bench idle (load 1.80): node (pid 7) 70% of a core',
    });
  });
});

describe('sampleCpu', () => {
  it('reads the machine’s busy share from /proc', async () => {
    const reading = await sampleCpu(200);
    expect(reading.busy).toBeGreaterThanOrEqual(0);
    expect(reading.busy).toBeLessThanOrEqual(1);
    expect(reading.load1).toBeGreaterThanOrEqual(0);
  });
});
