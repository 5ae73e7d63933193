import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { drained, failedSteps, step } from './steps.ts';

describe('bench steps', () => {
  it('gives a step its value, and records a failed one without throwing', async () => {
    expect(await step('fine', async () => 42)).toBe(42);
    expect(await step('broken', () => Promise.reject(new Error('timed out\nstack')))).toBeUndefined();
    expect(failedSteps).toContainEqual({ step: 'broken', reason: 'timed out' });
  });

  it('waits until a single request answers 2xx on its own again', async () => {
    let asked = 0;
    const server = createServer((request, response) => {
      asked += 1;
      response.statusCode = asked < 3 ? 503 : 200;
      response.end(request.headers.host);
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const { port } = server.address() as AddressInfo;
      const ms = await drained(`http://127.0.0.1:${port}`, 'harbourcity.localhost', '/cars/x');
      expect(asked).toBe(3);
      expect(ms).toBeGreaterThanOrEqual(2000);
    } finally {
      server.close();
    }
  });
});
