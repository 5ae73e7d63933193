import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { closeToast, showToast, TOAST_LIMIT, Toasts } from './Toast';

describe('Toasts', () => {
  it('shows one toast at a time (spec: 001 §4)', () => {
    expect(TOAST_LIMIT).toBe(1);
  });

  it('never renders on the server, even with a toast queued: toasts come from a visitor’s action', () => {
    const key = showToast({
      title: 'Car Saved In Watchlist',
      action: { label: 'View List', href: '/my-garage/watchlist' },
    });
    expect(typeof key).toBe('string');
    expect(renderToString(<Toasts />)).toBe('');
    closeToast(key);
  });
});
