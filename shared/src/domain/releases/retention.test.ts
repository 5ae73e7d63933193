import { describe, expect, it } from 'vitest';
import { planPublish } from './changes';
import type { RemoteReleases } from './registry';
import { RETAINED_VERSIONS, retainsClientFiles } from './retention';

/** A remote that published `count` versions, 1.0.0 first, the newest last, as the registry lists them. */
function published(count: number, channels: RemoteReleases['channels']): RemoteReleases {
  return {
    channels,
    versions: Array.from({ length: count }, (_, index) => ({
      version: `1.${index}.0`,
      publishedAt: `2026-11-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
    })),
  };
}

describe('retainsClientFiles', () => {
  it('keeps what a channel serves now, whatever its age', () => {
    const releases = published(RETAINED_VERSIONS + 5, { stable: '1.0.0', canary: '1.14.0' });
    expect(retainsClientFiles(releases, '1.0.0')).toBe(true);
    expect(retainsClientFiles(releases, '1.14.0')).toBe(true);
  });

  it('keeps the newest RETAINED_VERSIONS published versions once no channel serves them', () => {
    const releases = published(RETAINED_VERSIONS + 2, { stable: '1.11.0' });
    const kept = releases.versions.filter((published) => retainsClientFiles(releases, published.version));
    expect(kept.map((published) => published.version)).toEqual(
      releases.versions.slice(-RETAINED_VERSIONS).map((published) => published.version),
    );
    expect(retainsClientFiles(releases, '1.1.0')).toBe(false);
    expect(retainsClientFiles(releases, '1.2.0')).toBe(true);
  });

  it('counts publications, not dates: a version published long ago but retired today is kept', () => {
    const releases: RemoteReleases = {
      channels: { stable: '2.0.0' },
      versions: [
        { version: '1.0.0', publishedAt: '2024-01-01T00:00:00Z' },
        { version: '2.0.0', publishedAt: '2026-11-28T00:00:00Z' },
      ],
    };
    expect(retainsClientFiles(releases, '1.0.0')).toBe(true);
  });

  it('keeps nothing of a version or remote the registry never published', () => {
    expect(retainsClientFiles(published(3, { stable: '1.2.0' }), '9.9.9')).toBe(false);
    expect(retainsClientFiles(undefined, '1.0.0')).toBe(false);
  });

  it('holds what publishing new builds retires: the version they replace stays reachable', () => {
    const before = { remotes: { mfe_vehicle: published(2, { stable: '1.0.0', canary: '1.1.0' }) } };
    const built = {
      remotes: {
        mfe_vehicle: {
          channels: { stable: '1.1.0', canary: '1.2.0' },
          versions: [{ version: '1.2.0', publishedAt: '2026-11-29T00:00:00Z' }],
        },
      },
    };
    const after = planPublish(before, built).at(-1)?.registry.remotes.mfe_vehicle;
    expect(after?.channels).toEqual({ stable: '1.1.0', canary: '1.2.0' });
    expect(retainsClientFiles(after, '1.0.0')).toBe(true);
  });
});
