import type { FragmentRequest, FragmentResponse } from '@forecourt/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FRAGMENT_TIMEOUT_MS, type FragmentCall, fetchFragment, fragmentTimeoutMs } from './fetch-fragment';

const request: FragmentRequest = {
  params: { slug: 'hilux' },
  query: {},
  tenant: { slug: 'alpha', host: 'alpha.localhost', websiteId: 101 },
  islandId: 'fc-vehicle-page',
};

const good: FragmentResponse = {
  html: '<p>car</p>',
  data: { slug: 'hilux' },
  module: 'mfe_vehicle/VehiclePage',
  remote: { name: 'mfe_vehicle', version: '1.0.0', manifestUrl: '/_mf/mfe_vehicle/1.0.0/mf-manifest.json' },
  stylesheets: [],
  status: 200,
  head: { title: 'Hilux', preloadImages: [] },
  redirect: null,
};

function call(answer: (request: Request) => Response | Promise<Response>, overrides: Partial<FragmentCall> = {}) {
  const seen: Request[] = [];
  const worker = {
    fetch: async (input: string, init: RequestInit) => {
      const req = new Request(input, init);
      seen.push(req);
      return answer(req);
    },
  } as unknown as Fetcher;
  const run = () =>
    fetchFragment({
      worker,
      remote: 'mfe_vehicle',
      expectedVersion: '1.0.0',
      fragment: 'VehiclePage',
      request,
      timeoutMs: 200,
      requestId: 'req-12345678',
      ...overrides,
    });
  return { run, seen };
}

afterEach(() => vi.restoreAllMocks());

describe('fragmentTimeoutMs', () => {
  it('reads FRAGMENT_TIMEOUT_MS, falling back to the default for anything odd', () => {
    expect(fragmentTimeoutMs({ FRAGMENT_TIMEOUT_MS: '800' })).toBe(800);
    for (const odd of [undefined, '', 'soon', '0', '-5', '1.5', '99999']) {
      expect(fragmentTimeoutMs({ FRAGMENT_TIMEOUT_MS: odd })).toBe(DEFAULT_FRAGMENT_TIMEOUT_MS);
    }
  });
});

describe('fetchFragment', () => {
  it('POSTs the request to /fragments/<name> with the request id and parses the answer', async () => {
    const { run, seen } = call(() => Response.json(good));
    const result = await run();
    expect(result).toMatchObject({ ok: true, response: good });
    const sent = seen[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('https://fragment.internal/fragments/VehiclePage');
    // The tenant travels in the body only.
    expect(sent?.headers.get('x-fc-tenant')).toBeNull();
    expect(sent?.headers.get('x-request-id')).toBe('req-12345678');
    expect(await sent?.json()).toEqual(request);
  });

  it("keeps the fragment Worker's Server-Timing, to pass on in the page's", async () => {
    const timing = 'd1;dur=0.4;desc="1 query"';
    const { run } = call(() => Response.json(good, { headers: { 'Server-Timing': timing } }));
    expect(await run()).toMatchObject({ ok: true, serverTiming: timing });
    const { run: without } = call(() => Response.json(good));
    expect(await without()).toMatchObject({ ok: true, serverTiming: null });
  });

  it('accepts a 404 fragment', async () => {
    const gone = { ...good, status: 404, data: null, module: null };
    const { run } = call(() => Response.json(gone, { status: 404 }));
    expect(await run()).toMatchObject({ ok: true, response: { status: 404 } });
  });

  it('logs a version other than the registry’s, and still uses the fragment', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { run } = call(() => Response.json({ ...good, remote: { ...good.remote, version: '1.0.1' } }));
    expect((await run()).ok).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"version":"1.0.1"');
  });

  it.each([
    ['a 5xx', () => new Response('boom', { status: 502 }), 'answered HTTP 502'],
    ['a body that is not JSON', () => new Response('<html>'), 'not JSON'],
    ['an invalid fragment', () => Response.json({ html: 1 }), 'invalid fragment'],
    ['another remote', () => Response.json({ ...good, remote: { ...good.remote, name: 'mfe_x' } }), 'as remote mfe_x'],
    ['a module of another remote', () => Response.json({ ...good, module: 'mfe_x/Page' }), 'not mfe_vehicle'],
    ['a 5xx fragment status', () => Response.json({ ...good, status: 503 }), 'fragment status 503'],
    [
      'a thrown error',
      () => {
        throw new Error('binding gone');
      },
      'binding gone',
    ],
  ])('falls back on %s, logged', async (_name, answer, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call(answer).run();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
    expect(String(error.mock.calls[0]?.[0])).toContain('fragment failed; using its fallback');
  });

  it('gives up at the timeout, even when the Worker ignores the abort signal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { run } = call(() => new Promise<Response>(() => {}), { timeoutMs: 50 });
    const started = Date.now();
    const result = await run();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ ok: false, reason: 'timed out after 50 ms' });
  });

  it('gives up at the timeout while the body is still streaming', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { run } = call(() => new Response(new ReadableStream({ start() {} })), { timeoutMs: 50 });
    expect(await run()).toMatchObject({ ok: false, reason: 'timed out after 50 ms' });
  });
});
