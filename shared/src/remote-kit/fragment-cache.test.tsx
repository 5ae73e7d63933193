import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FragmentResponseSchema } from '../domain/fragment/contract';
import { sharedWindowOf } from '../domain/fragment/shared-window';
import { defineRemote } from '../domain/remotes/declaration';
import type { FragmentContext, FragmentRoute } from './fragment';
import type { FragmentAnswerStore, KeptAnswer } from './fragment-cache';
import { fakeRemoteBindings, postFragment, testRelease } from './test-support';
import { fragmentWorker } from './worker';

// A fragment with a cache policy, through the fragment Worker with a store in memory: rendered once while
// its answer is fresh, served stale once while it renders again, rendered anew when its data changes.

const remote = defineRemote({
  name: 'mfe_probe',
  version: '1.0.0',
  exposes: { './ProbePage': './src/expose/ProbePage.tsx' },
  fragments: { ProbePage: { island: true } },
  pages: [
    {
      path: '/probe/:slug',
      title: 'Probe',
      params: z.object({ slug: z.string() }),
      fragments: [{ fragment: 'ProbePage', primary: true }],
    },
  ],
});
const REQUEST = {
  params: { slug: 'a-car' },
  tenant: { slug: 'harbourcity', host: 'harbourcity.localhost', websiteId: 4101 },
  islandId: 'fc-probe',
};

function memoryStore(): FragmentAnswerStore & { keys: string[] } {
  const kept = new Map<string, KeptAnswer>();
  return {
    keys: [],
    async match(key) {
      return kept.get(key) ?? null;
    },
    async put(key, answer) {
      this.keys.push(key);
      kept.set(key, answer);
    },
  };
}

/** A fragment whose data is `{ version, renders }`; `found: false` answers its 404. */
function probe(state: { version: string | null; found: boolean; renders: number }): FragmentRoute<unknown> {
  return {
    name: 'ProbePage',
    cache: { freshSeconds: 30, staleSeconds: 300, dataVersion: async (_: FragmentContext) => state.version },
    async load() {
      state.renders += 1;
      const head = { title: 'Probe', preloadImages: [] };
      if (!state.found) return { found: false, view: <p>Gone</p>, head };
      const data = { version: state.version, renders: state.renders };
      return { found: true, data, view: <p>{JSON.stringify(data)}</p>, head };
    },
  };
}

describe('a fragment with a cache policy', () => {
  let state: { version: string | null; found: boolean; renders: number };
  let store: ReturnType<typeof memoryStore>;
  const { env } = fakeRemoteBindings({
    release: () => Response.json(testRelease(remote.name, remote.version, 'stable')),
  });
  const app = () => fragmentWorker(remote, { ProbePage: probe(state) }, store);
  const answer = async (worker: ReturnType<typeof app>) => {
    const response = await postFragment(worker, env, 'ProbePage', REQUEST);
    return {
      timing: response.headers.get('server-timing') ?? '',
      cacheControl: response.headers.get('cache-control'),
      body: FragmentResponseSchema.parse(await response.json()),
    };
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T00:00:00Z'));
    state = { version: '2026-11-27T10:00:00Z', found: true, renders: 0 };
    store = memoryStore();
  });
  afterEach(() => vi.useRealTimers());

  it('renders once while its answer is fresh', async () => {
    const worker = app();
    const first = await answer(worker);
    const second = await answer(worker);
    expect(first.timing).toContain('fragment-cache;desc="miss"');
    expect(second.timing).toContain('fragment-cache;desc="fresh"');
    expect(second.body).toEqual(first.body);
    expect(state.renders).toBe(1);
  });

  it('says on every answer, kept or rendered, how long the page it is part of may be kept', async () => {
    const worker = app();
    const rendered = await answer(worker);
    const kept = await answer(worker);
    for (const { cacheControl } of [rendered, kept]) {
      expect(sharedWindowOf(cacheControl)).toEqual({ freshSeconds: 30, staleSeconds: 300 });
    }
  });

  it('serves a stale answer once while it renders again, then the new one', async () => {
    const worker = app();
    await answer(worker);
    vi.setSystemTime(new Date('2026-11-28T00:01:00Z'));
    const stale = await answer(worker);
    expect(stale.timing).toContain('fragment-cache;desc="stale"');
    expect(stale.body.data).toEqual({ version: state.version, renders: 1 });
    await vi.waitFor(() => expect(store.keys).toHaveLength(2));
    const renewed = await answer(worker);
    expect(renewed.timing).toContain('fragment-cache;desc="fresh"');
    expect(renewed.body.data).toEqual({ version: state.version, renders: 2 });
  });

  it('renders anew when its data changes, and when an answer is too old', async () => {
    const worker = app();
    await answer(worker);
    state.version = '2026-11-28T00:00:00Z';
    expect((await answer(worker)).body.data).toEqual({ version: state.version, renders: 2 });
    vi.setSystemTime(new Date('2026-11-28T01:00:00Z'));
    expect((await answer(worker)).timing).toContain('fragment-cache;desc="miss"');
    expect(state.renders).toBe(3);
  });

  it('keeps no 404 and nothing without a data version', async () => {
    state.found = false;
    const worker = app();
    expect((await answer(worker)).body.status).toBe(404);
    expect((await answer(worker)).body.status).toBe(404);
    state.found = true;
    state.version = null;
    await answer(worker);
    await answer(worker);
    expect(store.keys).toEqual([]);
    expect(state.renders).toBe(4);
  });
});
