import { describe, expect, it } from 'vitest';
import { releaseRegistryFor } from './releases.ts';

describe('releaseRegistryFor', () => {
  it('lists each channel and each version once', () => {
    const builtAt = '2026-11-22T00:00:00.000Z';
    const registry = releaseRegistryFor([
      { remote: 'mfe_vehicle', channel: 'stable', version: '1.0.0', builtAt },
      { remote: 'mfe_vehicle', channel: 'canary', version: '1.0.0-canary', builtAt },
      { remote: 'mfe_search', channel: 'stable', version: '1.0.0', builtAt },
    ]);
    expect(registry.remotes.mfe_vehicle).toEqual({
      channels: { stable: '1.0.0', canary: '1.0.0-canary' },
      versions: [
        { version: '1.0.0', publishedAt: builtAt },
        { version: '1.0.0-canary', publishedAt: builtAt },
      ],
    });
    expect(registry.remotes.mfe_search?.channels).toEqual({ stable: '1.0.0' });
  });
});
