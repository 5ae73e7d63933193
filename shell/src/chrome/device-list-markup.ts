// The attribute the favourites and compare pages mark their list with; the server writes it
// (pages/DeviceListBody.tsx) and the client fills it in (client/device-list-page.ts). Zod-free.

/** On the element the client fills with a device list's cars; its value names the list. */
export const DEVICE_LIST_ATTRIBUTE = 'data-fc-device-list';

/** The favourites and compare pages (issue 19 "Favourites and compare pages for visitors not signed in"). */
export const DEVICE_LIST_PATHS = { favourites: '/favourites', compare: '/compare' } as const;
