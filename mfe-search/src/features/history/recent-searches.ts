import {
  formatPrice,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
  REFINEMENT_LIST_ATTRIBUTES,
  readRangeText,
  readSearchHistory,
  recordSearch,
  type SearchFilters,
  type SearchHistoryEntry,
} from '@forecourt/shared';
import { DEVICE_STORAGE_KEYS } from '@forecourt/shared/device/keys';
import type { StringStore } from '@forecourt/shared/device/local-storage';
import { weeklyBandLabel } from '../filters/facet-view';
import { conditionLabel } from '../listing/card-view';

// The lazy search controller only. Search history on the device (spec: 001 §3 "Search history: last 5
// searches, each with non-empty filters and a path"; §9 "last 5"), kept by the shared rules, stored
// under DEVICE_STORAGE_KEYS.searchHistory, and shown as links back to each search.

/** A past search as the sidebar lists it. */
export interface RecentSearchView {
  href: string;
  label: string;
}

const KEY = DEVICE_STORAGE_KEYS.searchHistory;

/** The history stored on the device; empty when there is none, it is unreadable or storage is blocked. */
export function readStoredHistory(store: StringStore | null): SearchHistoryEntry[] {
  try {
    const text = store?.getItem(KEY);
    return text ? readSearchHistory(JSON.parse(text)) : [];
  } catch {
    return [];
  }
}

/**
 * Records a search (when it has filters) as the newest on the device and answers the history.
 * A full or blocked storage keeps the history for this page view only.
 * @example recordStoredHistory(localStorage, { path: '/search/toyota', filters })
 */
export function recordStoredHistory(store: StringStore | null, entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const history = recordSearch(readStoredHistory(store), entry);
  try {
    store?.setItem(KEY, JSON.stringify(history));
  } catch {
    // Nothing to do: the history still shows for this page view.
  }
  return history;
}

function rangeLabel(attribute: RangeAttribute, text: string): string | null {
  const range = readRangeText(text);
  if (!range) return null;
  const format = (value: number) =>
    attribute === 'price'
      ? formatPrice(value)
      : attribute === 'km'
        ? `${new Intl.NumberFormat('en-AU').format(value)} km`
        : String(value);
  if (range.min !== null && range.max !== null) return `${format(range.min)} – ${format(range.max)}`;
  if (range.min !== null) return `from ${format(range.min)}`;
  return range.max === null ? null : `up to ${format(range.max)}`;
}

const VALUE_LABELS: Partial<Record<string, (value: string) => string>> = {
  car_type: conditionLabel,
  weekly_price_range: weeklyBandLabel,
  certified: (value) => (value === 'true' ? 'Certified' : 'Not certified'),
};

/**
 * What a past search filtered by, in a few words.
 * @example describeFilters({ query: 'sr5', refinementList: { make: ['Toyota'] }, range: { price: ':40000' } })
 * // '"sr5" · Toyota · up to $40,000'
 */
export function describeFilters(filters: SearchFilters): string {
  const parts: string[] = [];
  if (filters.query) parts.push(`"${filters.query}"`);
  for (const attribute of REFINEMENT_LIST_ATTRIBUTES) {
    const label = VALUE_LABELS[attribute] ?? ((value: string) => value);
    const values = filters.refinementList[attribute];
    if (values?.length) parts.push(values.map(label).join(', '));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const text = filters.range[attribute];
    const label = text === undefined ? null : rangeLabel(attribute, text);
    if (label) parts.push(label);
  }
  return parts.join(' · ');
}

/** The history as the sidebar lists it, newest first. */
export function recentSearchViews(history: readonly SearchHistoryEntry[]): RecentSearchView[] {
  return history.map((entry) => ({ href: entry.path, label: describeFilters(entry.filters) }));
}
