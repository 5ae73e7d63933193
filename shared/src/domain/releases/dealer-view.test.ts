import { describe, expect, it } from 'vitest';
import type { PublishedDeclaration } from '../remotes/published';
import type { ReleaseChange } from './changes';
import { dealerBucket } from './changes';
import { dealerReleases, declarationChanges, siteChanges } from './dealer-view';
import type { ReleaseRegistry } from './registry';

const declaration = (pages: string[], api: string[]): PublishedDeclaration => ({
  name: 'mfe_offers',
  version: 'x',
  fragments: {},
  pages: pages.map((path) => ({ path, title: path, params: { properties: {}, required: [] }, fragments: [] })),
  api: { prefixes: api, budgets: [], bodyLimits: [] },
});

const registry: ReleaseRegistry = {
  remotes: {
    mfe_offers: {
      channels: { stable: '1.0.0', canary: '1.1.0' },
      versions: [
        {
          version: '1.0.0',
          publishedAt: '2026-11-01T00:00:00Z',
          declaration: declaration(['/offers', '/parts'], ['/api/offers']),
        },
        {
          version: '1.1.0',
          publishedAt: '2026-11-20T00:00:00Z',
          declaration: declaration(['/offers', '/offers/:id/print'], ['/api/offers', '/api/parts']),
        },
      ],
    },
    mfe_search: {
      channels: { stable: '2.0.0', canary: '2.0.0' },
      versions: [{ version: '2.0.0', publishedAt: '2026-11-01T00:00:00Z' }],
    },
  },
};

describe("a dealer's releases", () => {
  it('says what a canary adds and drops beside stable, from the declarations', () => {
    expect(
      declarationChanges(
        registry.remotes.mfe_offers?.versions[0]?.declaration,
        registry.remotes.mfe_offers?.versions[1]?.declaration,
      ),
    ).toEqual(['New page /offers/:id/print', 'Page /parts withdrawn', 'New API /api/parts']);
    expect(declarationChanges(undefined, declaration([], []))).toEqual([]);
  });

  it('shows the stable version to a site no rollout reaches, with the canary to choose; no choice where there is no canary', () => {
    const site = ['a', 'b', 'c', 'd', 'e'].find((slug) => dealerBucket('mfe_offers', slug) >= 1) ?? 'a';
    const [offers, search] = dealerReleases(registry, site, {});
    expect(offers).toMatchObject({
      remote: 'mfe_offers',
      channel: 'stable',
      version: '1.0.0',
      reason: 'default',
      canary: '1.1.0',
      canChoose: 'canary',
    });
    expect(offers?.publishedAt).toEqual({ '1.0.0': '2026-11-01T00:00:00Z', '1.1.0': '2026-11-20T00:00:00Z' });
    expect(search).toMatchObject({ channel: 'stable', canary: null, canChoose: null, changes: [] });
  });

  it("shows the canary's changelog notes", () => {
    const offers = registry.remotes.mfe_offers as NonNullable<ReleaseRegistry['remotes'][string]>;
    const [stable, canary] = offers.versions;
    const noted: ReleaseRegistry = {
      remotes: {
        mfe_offers: {
          ...offers,
          versions: [
            stable as (typeof offers.versions)[number],
            {
              ...(canary as (typeof offers.versions)[number]),
              declaration: { ...declaration([], []), changes: ['Print an offer'] },
            },
          ],
        },
      },
    };
    expect(dealerReleases(noted, 'a', {})[0]?.notes).toEqual(['Print an offer']);
  });

  it("tells the dealer's own choice from a rollout, and lets the site's configuration win without a choice", () => {
    const chosen: ReleaseRegistry = {
      remotes: {
        ...registry.remotes,
        mfe_offers: {
          ...(registry.remotes.mfe_offers as NonNullable<ReleaseRegistry['remotes'][string]>),
          rollout: { dealers: { harbourcity: 'canary' }, canaryPercent: 100 },
        },
      },
    };
    const choice: ReleaseChange = {
      revision: 4,
      remote: 'mfe_offers',
      action: 'choose',
      who: 'the dealer of harbourcity',
      at: '2026-11-29T00:00:00Z',
      why: 'chose canary',
      from: { channels: {} },
      to: { channels: {}, rollout: { dealers: { harbourcity: 'canary' }, canaryPercent: 100 } },
    };
    expect(dealerReleases(chosen, 'harbourcity', {}, [choice])[0]).toMatchObject({
      channel: 'canary',
      version: '1.1.0',
      reason: 'chosen',
      canChoose: 'stable',
    });
    // Named by the platform's rollout, not by the dealer.
    expect(dealerReleases(chosen, 'harbourcity', {}, [{ ...choice, action: 'rollout' }])[0]?.reason).toBe('rollout');
    expect(dealerReleases(chosen, 'sunvalley', {})[0]).toMatchObject({
      channel: 'canary',
      reason: 'rollout',
      canChoose: 'stable',
    });
    expect(dealerReleases(chosen, 'harbourcity', { mfe_offers: { channel: 'stable' } })[0]).toMatchObject({
      channel: 'stable',
      reason: 'configured',
      canChoose: null,
    });
  });

  it("lists the platform's changes and this site's own choices, not another dealer's, newest first", () => {
    const change = (
      revision: number,
      action: ReleaseChange['action'],
      dealers: Record<string, 'stable' | 'canary'>,
    ): ReleaseChange => ({
      revision,
      remote: 'mfe_offers',
      action,
      who: 'x',
      at: '2026-11-29T00:00:00Z',
      why: '',
      from: { channels: {} },
      to: { channels: {}, rollout: { dealers, canaryPercent: 0 } },
    });
    const history = [
      change(1, 'rollout', { a: 'canary' }),
      change(2, 'choose', { b: 'canary' }),
      change(3, 'choose', { harbourcity: 'canary' }),
    ];
    expect(siteChanges(history, 'harbourcity', 10).map((entry) => entry.revision)).toEqual([3, 1]);
  });
});
