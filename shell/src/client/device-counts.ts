import { DEVICE_CHANGE_EVENT, DEVICE_STORAGE_KEYS, type SavedCarListName } from '@forecourt/shared/device/keys';
import { COMPARE_LIMIT, FAVOURITES_LIMIT, readSavedCars, type SavedCar } from '@forecourt/shared/device/saved-cars';
import { COUNT_VALUE_ATTRIBUTE, DEVICE_COUNT_ATTRIBUTE, DEVICE_COUNTS_ATTRIBUTE } from '../chrome/device-counts-markup';
import type { KeyValueStorage } from './storage';

// The header's favourites and compare counts (chrome/DeviceCounts.tsx): the lists live on the device,
// so the server writes the counts hidden and this fills them in, then follows every change — from a
// remote's island on this page (DEVICE_CHANGE_EVENT) or from another tab (`storage`).

const LISTS: ReadonlyArray<{ name: SavedCarListName; limit: number }> = [
  { name: 'favourites', limit: FAVOURITES_LIMIT },
  { name: 'compare', limit: COMPARE_LIMIT },
];
const LIMITS = Object.fromEntries(LISTS.map(({ name, limit }) => [name, limit])) as Record<SavedCarListName, number>;

/** How many cars each device list holds. */
export type DeviceCounts = Record<SavedCarListName, number>;

/**
 * A device list as stored (unreadable or blocked storage reads as empty), oldest first.
 * @example savedCarList(browserStorage(), 'compare') // [{ id: 12, name: '2021 Toyota HiLux SR5', … }]
 */
export function savedCarList(storage: KeyValueStorage | null, name: SavedCarListName): SavedCar[] {
  try {
    const text = storage?.getItem(DEVICE_STORAGE_KEYS[name]);
    return text ? readSavedCars(JSON.parse(text), LIMITS[name]) : [];
  } catch {
    return [];
  }
}

/**
 * The counts of the device lists as stored (unreadable or blocked storage counts as empty).
 * @example deviceCounts(browserStorage()) // { favourites: 2, compare: 0 }
 */
export function deviceCounts(storage: KeyValueStorage | null): DeviceCounts {
  const counts = { favourites: 0, compare: 0 };
  for (const { name } of LISTS) counts[name] = savedCarList(storage, name).length;
  return counts;
}

/** The parts of an element this file touches (a DOM element has them all). */
export interface CountsNode {
  /** `HTMLElement.hidden` (the DOM lib also allows the string "until-found"; only booleans are written here). */
  hidden: HTMLElement['hidden'];
  textContent: string | null;
  querySelector(selectors: string): CountsNode | null;
}

/**
 * Writes the counts into the header: each list's number, shown when above zero; the whole block
 * hidden when both are zero.
 */
export function renderDeviceCounts(root: CountsNode, counts: DeviceCounts): void {
  for (const { name } of LISTS) {
    const item = root.querySelector(`[${DEVICE_COUNT_ATTRIBUTE}="${name}"]`);
    const value = item?.querySelector(`[${COUNT_VALUE_ATTRIBUTE}]`);
    if (!item || !value) continue;
    value.textContent = String(counts[name]);
    item.hidden = counts[name] === 0;
  }
  root.hidden = counts.favourites === 0 && counts.compare === 0;
}

/**
 * Fills in the header's counts and keeps them current.
 * @example enhanceDeviceCounts(document, browserStorage())
 */
export function enhanceDeviceCounts(doc: Document, storage: KeyValueStorage | null): void {
  const root = doc.querySelector<HTMLElement>(`[${DEVICE_COUNTS_ATTRIBUTE}]`);
  if (!root) return;
  const refresh = () => renderDeviceCounts(root, deviceCounts(storage));
  refresh();
  const view = doc.defaultView;
  view?.addEventListener(DEVICE_CHANGE_EVENT, refresh);
  view?.addEventListener('storage', refresh);
}
