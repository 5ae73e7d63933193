import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetcher } from './recording-fetcher.test-support';
import { createSharedFilesCache, SHARED_FILES_URL, type SharedFiles, sharedPreloads } from './shell-files';

const files: SharedFiles = {
  '@forecourt/shared/ui': ['/assets/shell/shared-ui.57f6d4c4.js', '/assets/shell/735.3b43c58a.js'],
  'react-aria-components/Button': ['/assets/shell/shared-rac-Button.268a1f22.js', '/assets/shell/735.3b43c58a.js'],
  jotai: ['/assets/shell/shared-jotai.1550473a.js'],
};

const assets = recordingFetcher;

afterEach(() => vi.restoreAllMocks());

describe('sharedPreloads', () => {
  it('module-preloads the shell files of each consumed key once; react has none (it is in islands.js)', () => {
    expect(sharedPreloads(['react', '@forecourt/shared/ui', 'react-aria-components/Button'], files)).toEqual([
      { href: '/assets/shell/shared-ui.57f6d4c4.js', as: 'modulepreload' },
      { href: '/assets/shell/735.3b43c58a.js', as: 'modulepreload' },
      { href: '/assets/shell/shared-rac-Button.268a1f22.js', as: 'modulepreload' },
    ]);
  });

  it('preloads nothing without the list, and nothing outside /assets/shell/', () => {
    expect(sharedPreloads(['jotai'], null)).toEqual([]);
    const hostile: SharedFiles = {
      jotai: [
        'https://evil.example/x.js',
        '//evil.example/x.js',
        '/assets/shell/../../api/x',
        '/assets/shell//x.js',
        '/assets/other.js',
        '/assets/shell/x".js',
        '/assets/shell/ok.js',
      ],
    };
    expect(sharedPreloads(['jotai', 'constructor', '__proto__'], hostile).map((p) => p.href)).toEqual([
      '/assets/shell/ok.js',
    ]);
  });
});

describe('createSharedFilesCache', () => {
  it('reads shared-files.json once, through the ASSETS binding', async () => {
    const { fetcher, calls } = assets(() => Response.json(files));
    const cache = createSharedFilesCache();
    const [a, b] = await Promise.all([cache.get(fetcher, 1000), cache.get(fetcher, 1000)]);
    expect(a).toEqual(files);
    expect(b).toBe(a);
    await cache.get(fetcher, 1000);
    expect(calls).toEqual([SHARED_FILES_URL]);
    expect(new URL(SHARED_FILES_URL).pathname).toBe('/assets/shell/shared-files.json');
  });

  it('gives null with a warning for a missing or invalid list, and tries again after a while', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let nowMs = 0;
    const cache = createSharedFilesCache({ failureTtlMs: 30_000, now: () => nowMs });
    const missing = assets(() => new Response('Not found', { status: 404 }));
    expect(await cache.get(missing.fetcher, 1000)).toBeNull();
    expect(await cache.get(missing.fetcher, 1000)).toBeNull();
    expect(missing.calls).toHaveLength(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('shared-files.json unreadable');

    nowMs = 30_000;
    const invalid = assets(() => Response.json({ jotai: '/assets/shell/x.js' }));
    expect(await cache.get(invalid.fetcher, 1000)).toBeNull();
    nowMs = 60_000;
    const garbled = assets(() => new Response('{'));
    expect(await cache.get(garbled.fetcher, 1000)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);

    nowMs = 90_000;
    const fixed = assets(() => Response.json(files));
    expect(await cache.get(fixed.fetcher, 1000)).toEqual(files);
  });
});
