import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_CHANGE_EVENT } from './keys';
import { deviceStorage } from './local-storage';
import { storageEvent, stubWindow } from './test-window';

const readNumbers = (stored: unknown) => (Array.isArray(stored) ? stored.filter((n) => typeof n === 'number') : []);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deviceStorage on the server', () => {
  it('answers the initial value and writes nothing', () => {
    const storage = deviceStorage(readNumbers);
    expect(storage.getItem('k', [7])).toEqual([7]);
    expect(() => storage.setItem('k', [1])).not.toThrow();
    expect(storage.subscribe('k', () => {}, [])).toBeUndefined();
  });
});

describe('deviceStorage in the browser', () => {
  it('writes JSON and reads it back through the validator', () => {
    const { store } = stubWindow();
    const storage = deviceStorage(readNumbers);
    storage.setItem('k', [1, 2]);
    expect(store.values.get('k')).toBe('[1,2]');
    store.values.set('k', '[3,"x",4]');
    expect(storage.getItem('k', [])).toEqual([3, 4]);
  });

  it('answers the initial value for nothing stored, bad JSON, or a blocked storage', () => {
    const { store } = stubWindow();
    const storage = deviceStorage(readNumbers);
    expect(storage.getItem('k', [9])).toEqual([9]);
    store.values.set('k', '{not json');
    expect(storage.getItem('k', [9])).toEqual([9]);
    store.failing = true;
    expect(storage.getItem('k', [9])).toEqual([9]);
    expect(() => storage.setItem('k', [1])).not.toThrow();
    expect(() => storage.removeItem('k')).not.toThrow();
  });

  it('tells the page about a write, and a subscriber hears writes from this page and other tabs', () => {
    const { window, store } = stubWindow();
    const storage = deviceStorage(readNumbers);
    const announced: string[] = [];
    window.addEventListener(DEVICE_CHANGE_EVENT, (event) => announced.push((event as CustomEvent).detail.key));
    const heard: unknown[] = [];
    const unsubscribe = storage.subscribe('k', (value) => heard.push(value), []);

    storage.setItem('k', [1]);
    storage.setItem('other', [2]);
    store.values.set('k', '[5]');
    window.dispatchEvent(storageEvent('k'));
    window.dispatchEvent(storageEvent('unrelated'));
    storage.removeItem('k');

    expect(announced).toEqual(['k', 'other', 'k']);
    expect(heard).toEqual([[1], [5], []]);
    unsubscribe?.();
    storage.setItem('k', [6]);
    expect(heard).toHaveLength(3);
  });
});
