import { UNBUILT_SHELL_ASSETS } from '@forecourt/shell';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { SHELL_MANIFEST_URL, shellAssets } from './index';

function appWith(assets: (url: string) => Response, now = () => 0) {
  const app = new Hono<AppEnv>();
  app.use(shellAssets({ now }));
  app.get('/', async (c) => c.json(await c.get('shellAssets')));
  const asked: string[] = [];
  const env = {
    ASSETS: {
      fetch: async (url: string) => {
        asked.push(url);
        return assets(url);
      },
    },
  } as unknown as AppEnv['Bindings'];
  return { get: async () => (await app.request('/', {}, env)).json(), asked };
}

const MANIFEST = {
  client: '/assets/shell/client.0a1b2c3d.js',
  islands: '/assets/shell/islands.4e5f6a7b.js',
  stylesheet: '/assets/styles.8c9d0e1f.css',
};

describe('shellAssets', () => {
  it('gives pages the hashed names the build wrote, reading the manifest once per isolate', async () => {
    const { get, asked } = appWith(() => Response.json(MANIFEST));
    const expected = { clientSrc: MANIFEST.client, stylesheetHref: MANIFEST.stylesheet };
    expect(await get()).toEqual(expected);
    expect(await get()).toEqual(expected);
    expect(asked).toEqual([SHELL_MANIFEST_URL]);
  });

  it('falls back to the unhashed names without a manifest, and asks again a minute later', async () => {
    let clock = 0;
    const { get, asked } = appWith(
      () => new Response('Not found', { status: 404 }),
      () => clock,
    );
    expect(await get()).toEqual(UNBUILT_SHELL_ASSETS);
    await get();
    expect(asked).toHaveLength(1);
    clock = 60_000;
    await get();
    expect(asked).toHaveLength(2);
  });

  it('takes no URL from the manifest that is not a path under /assets/', async () => {
    const { get } = appWith(() => Response.json({ ...MANIFEST, client: 'https://evil.example/x.js' }));
    expect(await get()).toEqual(UNBUILT_SHELL_ASSETS);
  });
});
