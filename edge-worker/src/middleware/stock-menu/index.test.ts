import { demoData } from '@forecourt/demo/seed/testing';
import type { TenantConfig } from '@forecourt/shared';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import type { StockMenuStore } from '../../services/stock-menu';
import { stockMenu } from './index';

const harbourcity = demoData().tenants.find((tenant) => tenant.slug === 'harbourcity') as TenantConfig;
const ENTRIES = [{ label: 'All Stock', href: '/search', count: 3 }];

function appWith(store: StockMenuStore, tenant = harbourcity) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('tenant', tenant);
    return next();
  });
  app.use(stockMenu({ store, waitMs: 50 }));
  app.all('*', async (c) =>
    c.json({ stockMenu: c.get('stockMenu') === undefined ? 'unset' : await c.get('stockMenu') }),
  );
  return app;
}

async function stockMenuOf(app: Hono<AppEnv>, path: string, method = 'GET') {
  const response = await app.request(path, { method });
  return ((await response.json()) as { stockMenu: unknown }).stockMenu;
}

describe('stockMenu', () => {
  it('gives a page the counted entries', async () => {
    const app = appWith({ load: async () => ENTRIES });
    expect(await stockMenuOf(app, '/about-us')).toEqual(ENTRIES);
  });

  it('gives null when the counts fail or come too late, so the page shows the configured entries', async () => {
    expect(await stockMenuOf(appWith({ load: () => Promise.reject(new Error('down')) }), '/')).toBeNull();
    expect(await stockMenuOf(appWith({ load: () => new Promise(() => {}) }), '/')).toBeNull();
  });

  it('counts nothing for the API, for form posts, or for a site whose header has no stock dropdown', async () => {
    let loads = 0;
    const store: StockMenuStore = {
      load: async () => {
        loads += 1;
        return ENTRIES;
      },
    };
    expect(await stockMenuOf(appWith(store), '/api/search')).toBe('unset');
    expect(await stockMenuOf(appWith(store), '/service', 'POST')).toBe('unset');
    const plain = {
      ...harbourcity,
      menus: { ...harbourcity.menus, header: [{ label: 'Home', href: '/', children: [] }] },
    };
    expect(await stockMenuOf(appWith(store, plain), '/')).toBe('unset');
    expect(loads).toBe(0);
  });
});
