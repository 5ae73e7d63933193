import { describe, expect, it } from 'vitest';
import { createSharedPageStore, type KeptPage, keptAnswer, pageWindow, SHARED_PAGE_CAP } from './shared-pages';

const page = (html: string, renderedAt = 0): KeptPage => ({
  html,
  nonce: 'OLDNONCE',
  headers: [['content-type', 'text/html; charset=utf-8']],
  renderedAt,
  window: { freshSeconds: 2, staleSeconds: 8 },
});

describe('the shared page store', () => {
  it('serves a page fresh, then stale, then forgets it', () => {
    const store = createSharedPageStore();
    store.put('a', page('<p>a</p>'));
    expect(store.match('a', 1_000)?.age).toBe('fresh');
    expect(store.match('a', 5_000)?.age).toBe('stale');
    expect(store.match('a', 10_000)).toBeNull();
    expect(store.match('a', 0)).toBeNull();
  });

  it('lets go of the least recently served page first, by count and by bytes', () => {
    const byCount = createSharedPageStore({ maxEntries: 2 });
    byCount.put('a', page('a'));
    byCount.put('b', page('b'));
    byCount.match('a', 0);
    byCount.put('c', page('c'));
    expect([byCount.match('a', 0), byCount.match('b', 0), byCount.match('c', 0)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);

    const byBytes = createSharedPageStore({ maxBytes: 10 });
    byBytes.put('a', page('12345'));
    byBytes.put('b', page('123456'));
    expect(byBytes.match('a', 0)).toBeNull();
    byBytes.put('huge', page('12345678901'));
    expect(byBytes.match('huge', 0)).toBeNull();
    expect(byBytes.match('b', 0)).not.toBeNull();
  });

  it('lets one request at a time make a page again', () => {
    const store = createSharedPageStore();
    expect(store.claim('a')).toBe(true);
    expect(store.claim('a')).toBe(false);
    store.release('a');
    expect(store.claim('a')).toBe(true);
  });
});

describe('a kept page as an answer', () => {
  it("carries this answer's nonce and says it was kept", async () => {
    const answer = keptAnswer(
      page('<script nonce="OLDNONCE"></script><style nonce="OLDNONCE"></style>'),
      'NEW',
      'stale',
    );
    expect(await answer.text()).toBe('<script nonce="NEW"></script><style nonce="NEW"></style>');
    expect(answer.headers.get('server-timing')).toBe('page-cache;desc="stale"');
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe("a page's window", () => {
  const slot = { fragment: 'VehiclePage', remote: 'mfe_vehicle', primary: true } as never;
  const fragment = (shared: { freshSeconds: number; staleSeconds: number } | null) =>
    ({
      kind: 'fragment',
      slot,
      islandId: 'x',
      fragment: {} as never,
      channel: 'stable',
      durationMs: 1,
      shared,
    }) as const;

  it('is the cap at most, and none when a slot fell back or is not shared', () => {
    expect(pageWindow([fragment({ freshSeconds: 30, staleSeconds: 120 })])).toEqual(SHARED_PAGE_CAP);
    expect(pageWindow([fragment({ freshSeconds: 30, staleSeconds: 120 }), fragment(null)])).toBeNull();
    expect(
      pageWindow([
        fragment({ freshSeconds: 30, staleSeconds: 120 }),
        { kind: 'fallback', slot, islandId: 'y', reason: 'timed out', durationMs: 1 },
      ]),
    ).toBeNull();
  });
});
