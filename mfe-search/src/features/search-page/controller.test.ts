import { type SearchState, SearchStateSchema } from '@forecourt/shared';
import { MemoryStore } from '@forecourt/shared/device/test-window';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, sampleCards, sampleContext, sampleResponse } from '../../test-fixtures';
import type { RecentSearchView } from '../history/recent-searches';
import { createSearchController, SEARCH_API_PATH, type SearchControllerDeps } from './controller';
import type { SearchPhase } from './intents';
import { buildSearchView, type SearchView } from './view-model';

const base = sampleContext();
const context = { ...base, settings: { ...base.settings, resultCacheSize: 3 } };

/** A browser and an API to drive the controller with; `answer` decides each /api/search reply. */
function harness(answer: (state: SearchState) => Response | Promise<Response> = () => Response.json(sampleResponse())) {
  const initial = buildSearchView(context.route.state, sampleResponse(), context, NOW);
  const requests: SearchState[] = [];
  const pushed: Array<{ state: unknown; url: string }> = [];
  const views: SearchView[] = [];
  const phases: SearchPhase[] = [];
  const histories: RecentSearchView[][] = [];
  const warnings: unknown[][] = [];
  const store = new MemoryStore();
  const deps: SearchControllerDeps = {
    fetch: async (input, init) => {
      expect(input).toBe(SEARCH_API_PATH);
      expect(init.method).toBe('POST');
      const state = SearchStateSchema.parse(JSON.parse(String(init.body)));
      requests.push(state);
      return answer(state);
    },
    history: {
      pushState: (state: unknown, _unused: string, url?: string | URL | null) =>
        pushed.push({ state, url: String(url) }),
    },
    store,
    now: () => NOW,
    warn: (...args) => warnings.push(args),
  };
  const controller = createSearchController(
    context,
    initial,
    {
      view: (view) => views.push(view),
      phase: (phase) => phases.push(phase),
      history: (entries) => histories.push(entries),
    },
    deps,
  );
  return { controller, initial, requests, pushed, views, phases, histories, warnings, store };
}

const toggleMake = (value: string) =>
  ({ type: 'refine', change: { type: 'toggleRefinement', attribute: 'make', value } }) as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the search controller', () => {
  it('records the page’s own search in the history at once', () => {
    const { histories, store } = harness();
    expect(histories).toEqual([[{ href: '/search/used-cars', label: 'Used' }]]);
    expect(store.values.has('fc:search-history')).toBe(true);
  });

  it('refines: a new history entry with the URL, then the results from /api/search', async () => {
    const { controller, requests, pushed, views, phases, histories } = harness();
    await controller.run(toggleMake('Toyota'));

    const expected = { ...context.route.state, refinementList: { car_type: ['used'], make: ['Toyota'] } };
    expect(requests).toEqual([expected]);
    expect(pushed).toEqual([
      { state: { fcSearch: expected }, url: '/search/used-cars?refinementList[make][0]=Toyota' },
    ]);
    expect(phases).toEqual(['loading', 'hasData']);
    expect(views.map((view) => view.href)).toEqual(['/search/used-cars?refinementList[make][0]=Toyota']);
    expect(histories.at(-1)?.[0]).toEqual({
      href: '/search/used-cars?refinementList[make][0]=Toyota',
      label: 'Used · Toyota',
    });
  });

  it('drops the page when a filter changes, and keeps the filters when the page changes', async () => {
    const { controller, pushed } = harness();
    await controller.run({ type: 'page', page: 3 });
    await controller.run({ type: 'refine', change: { type: 'setSortBy', sortBy: 'Car_production:price:asc' } });
    expect(pushed.map((entry) => entry.url)).toEqual([
      '/search/used-cars?page=3',
      '/search/used-cars?sortBy=Car_production:price:asc',
    ]);
  });

  it('answers a search it has seen from its cache, evicting the oldest beyond the site’s size', async () => {
    const { controller, requests, views } = harness();
    for (const make of ['Audi', 'BMW', 'Ford']) {
      await controller.run(toggleMake(make));
      await controller.run(toggleMake(make));
    }
    // Un-ticking each make came back to the page's first search: no request for it.
    expect(requests).toHaveLength(3);
    await controller.run(toggleMake('BMW'));
    expect(requests).toHaveLength(3);
    await controller.run(toggleMake('BMW'));
    // A fourth search evicts the oldest entry (Audi); BMW and Ford stay.
    await controller.run(toggleMake('Kia'));
    await controller.run(toggleMake('Kia'));
    await controller.run(toggleMake('Ford'));
    await controller.run(toggleMake('Ford'));
    await controller.run(toggleMake('Audi'));
    expect(requests.map((state) => state.refinementList.make)).toEqual([
      ['Audi'],
      ['BMW'],
      ['Ford'],
      ['Kia'],
      ['Audi'],
    ]);
    expect(views.at(-1)?.state.refinementList.make).toEqual(['Audi']);
  });

  it('restores a history entry’s search without a new entry, and the first one without a request', async () => {
    const { controller, initial, requests, pushed, views } = harness();
    await controller.run(toggleMake('Toyota'));
    const toyota = views[0]?.state;
    await controller.run({ type: 'restore', state: initial.state });
    expect(views.at(-1)).toBe(initial);
    await controller.run({ type: 'restore', state: toyota });
    expect(views.at(-1)?.state).toEqual(toyota);
    expect(requests).toHaveLength(1);
    expect(pushed).toHaveLength(1);
  });

  it('ignores a history entry that holds no search state', async () => {
    const { controller, views, requests } = harness();
    await controller.run({ type: 'restore', state: { page: -4, hack: true } });
    await controller.run({ type: 'restore', state: null });
    expect(views).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('keeps the last results on an error, and tries again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    const { controller, views, phases } = harness(() =>
      up ? Response.json(sampleResponse()) : new Response('down', { status: 503 }),
    );
    await controller.run(toggleMake('Toyota'));
    expect(phases).toEqual(['loading', 'hasError']);
    expect(views).toEqual([]);
    up = true;
    await controller.run({ type: 'retry' });
    expect(phases.slice(2)).toEqual(['loading', 'hasData']);
    expect(views[0]?.state.refinementList.make).toEqual(['Toyota']);
  });

  it('treats an answer of another shape as an error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { controller, phases } = harness(() => Response.json({ hits: 'no' }));
    await controller.run(toggleMake('Toyota'));
    expect(phases).toEqual(['loading', 'hasError']);
  });

  it('shows only the last of several searches in flight', async () => {
    const pending: Array<(response: Response) => void> = [];
    const { controller, views } = harness(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const first = controller.run(toggleMake('Audi'));
    const second = controller.run(toggleMake('BMW'));
    pending[1]?.(Response.json(sampleResponse({ hits: sampleCards(2) })));
    pending[0]?.(Response.json(sampleResponse()));
    await Promise.all([first, second]);
    expect(views.map((view) => view.state.refinementList.make)).toEqual([['Audi', 'BMW']]);
  });

  it('refines a slider through the shared rules, and logs a refused one', async () => {
    const { controller, pushed, warnings } = harness();
    const bounds = { min: 0, max: 100000 };
    await controller.run({ type: 'slide', attribute: 'price', values: { min: 10400, max: 100000 }, bounds });
    expect(pushed.at(-1)?.url).toBe('/search/used-cars?range[price]=10000:');
    await controller.run({ type: 'slide', attribute: 'price', values: { min: -5, max: 50000 }, bounds });
    expect(pushed).toHaveLength(1);
    expect(String(warnings[0]?.[0])).toContain('below the range minimum');
  });
});
