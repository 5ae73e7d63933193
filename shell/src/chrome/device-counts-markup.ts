// The header's device counts as markup: the attributes DeviceCounts.tsx writes and the shell's client
// (client/device-counts.ts) fills in. Plain constants, so the client bundles no React for them.

/** On the counts' container (hidden until one count is above zero). */
export const DEVICE_COUNTS_ATTRIBUTE = 'data-fc-device-counts';
/** On each list's count, valued with the list's name (`favourites`, `compare`). */
export const DEVICE_COUNT_ATTRIBUTE = 'data-fc-device-count';
/** On the number inside a list's count. */
export const COUNT_VALUE_ATTRIBUTE = 'data-fc-count';
