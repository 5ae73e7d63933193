import { DEVICE_LIST_PATHS, DeviceListBody, deviceListTitle } from '@forecourt/shell';
import { Hono } from 'hono';
import { createElement } from 'react';
import type { AppEnv } from '../env';
import { htmlPage } from '../render/page';

// The favourites and compare pages for visitors who are not signed in (issue 19): the lists live on
// the device, so the page is the same for everyone and the shell's client fills it in. No data to load.

/**
 * `GET /favourites` and `GET /compare`, mounted with `app.route('/', deviceLists)`.
 *
 * @example GET /compare → "Compare cars", the compare list side by side once the client has read it
 */
export const deviceLists = new Hono<AppEnv>();

for (const [list, path] of Object.entries(DEVICE_LIST_PATHS) as [keyof typeof DEVICE_LIST_PATHS, string][]) {
  deviceLists.get(path, (c) =>
    htmlPage(c, {
      title: deviceListTitle(list),
      description: `${deviceListTitle(list)} on ${c.get('tenant').name}.`,
      canonicalPath: path,
      body: createElement(DeviceListBody, { list }),
    }),
  );
}
