import { describe, expect, it } from 'vitest';
import { type ReleaseRegistry, resolveRelease } from './registry';

const registry: ReleaseRegistry = {
  remotes: {
    mfe_vehicle: {
      channels: { stable: '1.0.0', canary: '1.1.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' },
        { version: '1.1.0-canary', publishedAt: '2026-11-20T00:00:00Z' },
      ],
    },
    mfe_search: { channels: { canary: '0.1.0' }, versions: [] },
  },
};

describe('resolveRelease', () => {
  it('uses stable when the tenant pins nothing', () => {
    expect(resolveRelease(registry, 'mfe_vehicle', undefined)).toEqual({
      channel: 'stable',
      version: '1.0.0',
      pinHonoured: true,
    });
  });
  it('follows a channel pin', () => {
    expect(resolveRelease(registry, 'mfe_vehicle', { channel: 'canary' })).toMatchObject({
      channel: 'canary',
      version: '1.1.0-canary',
    });
  });
  it('finds the channel that serves a pinned version', () => {
    expect(resolveRelease(registry, 'mfe_vehicle', { version: '1.1.0-canary' })).toMatchObject({ channel: 'canary' });
  });
  it('falls back to stable, saying so, when a pinned version is not served', () => {
    expect(resolveRelease(registry, 'mfe_vehicle', { version: '0.9.0' })).toEqual({
      channel: 'stable',
      version: '1.0.0',
      pinHonoured: false,
    });
  });
  it('knows nothing of an unregistered remote or one without stable', () => {
    expect(resolveRelease(registry, 'mfe_offers', undefined)).toBeNull();
    expect(resolveRelease(registry, 'mfe_search', undefined)).toBeNull();
  });
});
