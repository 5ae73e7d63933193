import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalCron, startLocalCron } from './local-cron.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startLocalCron', () => {
  let cron: LocalCron | undefined;
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('ok');
  });
  const hits: string[] = [];

  afterEach(() => {
    cron?.stop();
    server.close();
  });

  it("calls wrangler dev's scheduled endpoint on every tick until stopped", async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    cron = startLocalCron(`http://127.0.0.1:${port}`, 25);
    await wait(140);
    cron.stop();
    await wait(30); // a call already on its way may still land
    const calls = hits.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(new Set(hits)).toEqual(new Set(['/cdn-cgi/local/scheduled?cron=*+*+*+*+*']));
    await wait(80);
    expect(hits.length).toBe(calls);
  });
});
