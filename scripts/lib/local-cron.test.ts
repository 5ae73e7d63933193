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
    // Waits for the third call rather than a fixed time: on a loaded machine a 25 ms tick's call timed out
    // before it arrived, so a fixed 140 ms saw two. A cron that stops after one call still fails here.
    cron = startLocalCron(`http://127.0.0.1:${port}`, 100);
    for (const deadline = Date.now() + 10_000; hits.length < 3 && Date.now() < deadline; ) await wait(10);
    cron.stop();
    await wait(250); // a call already on its way may still land (each gives up after one interval)
    const calls = hits.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(new Set(hits)).toEqual(new Set(['/cdn-cgi/local/scheduled?cron=*+*+*+*+*']));
    await wait(400);
    expect(hits.length).toBe(calls);
  });
});
