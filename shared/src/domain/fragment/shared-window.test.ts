import { describe, expect, it } from 'vitest';
import { narrowestWindow, sharedWindowHeader, sharedWindowOf } from './shared-window';

describe('a fragment answer’s shared window', () => {
  it('reads back what the remote kit writes', () => {
    const window = { freshSeconds: 30, staleSeconds: 120 };
    expect(sharedWindowOf(sharedWindowHeader(window))).toEqual(window);
  });

  it('is none for a private, no-store, unparseable or missing Cache-Control', () => {
    for (const header of [
      null,
      '',
      'private, max-age=30',
      'public, no-store, max-age=5',
      'public',
      'public, max-age=soon',
    ]) {
      expect(sharedWindowOf(header)).toBeNull();
    }
  });

  it('takes a missing stale-while-revalidate as none', () => {
    expect(sharedWindowOf('public, max-age=5')).toEqual({ freshSeconds: 5, staleSeconds: 0 });
  });
});

describe('a page’s window', () => {
  const cap = { freshSeconds: 2, staleSeconds: 8 };

  it('is the shortest of its answers’, within the cap', () => {
    expect(
      narrowestWindow(
        [
          { freshSeconds: 30, staleSeconds: 120 },
          { freshSeconds: 1, staleSeconds: 60 },
        ],
        cap,
      ),
    ).toEqual({ freshSeconds: 1, staleSeconds: 8 });
  });

  it('is none when one answer is not shared, or there is no answer', () => {
    expect(narrowestWindow([{ freshSeconds: 30, staleSeconds: 120 }, null], cap)).toBeNull();
    expect(narrowestWindow([], cap)).toBeNull();
  });
});
