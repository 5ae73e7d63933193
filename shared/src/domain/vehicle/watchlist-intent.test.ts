import { describe, expect, it } from 'vitest';
import {
  canToggleWatchlist,
  hasWatchlistIntent,
  watchlistIntentPath,
  withoutWatchlistIntent,
} from './watchlist-intent';

describe('watchlist intent', () => {
  it('adds the intent to the car path, keeping its other parameters', () => {
    expect(watchlistIntentPath('/cars/2021-toyota-hilux-4021')).toBe('/cars/2021-toyota-hilux-4021?watchlist=save');
    expect(watchlistIntentPath('/cars/x?utm=a')).toBe('/cars/x?utm=a&watchlist=save');
    expect(watchlistIntentPath('/cars/x?watchlist=save')).toBe('/cars/x?watchlist=save');
  });

  it('reads the intent from a query', () => {
    expect(hasWatchlistIntent('?watchlist=save')).toBe(true);
    expect(hasWatchlistIntent('?utm=a&watchlist=save')).toBe(true);
    expect(hasWatchlistIntent('?watchlist=remove')).toBe(false);
    expect(hasWatchlistIntent('')).toBe(false);
  });

  it('takes the intent out of the URL and keeps the rest', () => {
    expect(withoutWatchlistIntent('/cars/x?watchlist=save')).toBe('/cars/x');
    expect(withoutWatchlistIntent('/cars/x?watchlist=save&utm=a#top')).toBe('/cars/x?utm=a#top');
    expect(withoutWatchlistIntent('/cars/x#top')).toBe('/cars/x#top');
    expect(hasWatchlistIntent(withoutWatchlistIntent(watchlistIntentPath('/cars/x')).split('?')[1] ?? '')).toBe(false);
  });

  it('lets a sold car be removed but not saved', () => {
    expect(canToggleWatchlist({ inStock: true, saved: false })).toBe(true);
    expect(canToggleWatchlist({ inStock: false, saved: true })).toBe(true);
    expect(canToggleWatchlist({ inStock: false, saved: false })).toBe(false);
  });
});
