import { describe, expect, it } from 'vitest';
import { inspectorPort } from './platform.ts';
import { SIMULATORS, simulatorPort } from './simulators.ts';

// The platform's wrangler processes start at the same time, so none may leave a port to chance: each
// listens on its own port and its devtools on another, on every platform that can run beside another.

/** The gateway ports of `npm start`, the e2e run, and the benchmark's platform and its bare Worker. */
const GATEWAY_PORTS = [8787, 8790, 8795, 8796];

describe('inspectorPort', () => {
  const listening = GATEWAY_PORTS.flatMap((port) => [port, ...SIMULATORS.map((sim) => simulatorPort(sim, port))]);

  it('gives every wrangler process of every platform its own devtools port, none another process’s port', () => {
    const inspectors = listening.map(inspectorPort);
    expect(new Set(inspectors).size).toBe(listening.length);
    expect(inspectors.filter((port) => listening.includes(port))).toEqual([]);
    expect(Math.max(...inspectors)).toBeLessThan(65_536);
  });
});
