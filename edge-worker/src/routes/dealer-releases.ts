import {
  CHANNELS,
  DEALER_RELEASES_PATH,
  dealerReleases,
  describeAssignment,
  RELEASE_REGISTRY_KEY,
  type ReleaseChange,
  type ReleaseRegistry,
  siteChanges,
} from '@forecourt/shared';
import { ledgerHistory, recordRelease } from '@forecourt/shared/server-kit/release-ledger';
import { d1LedgerSql } from '@forecourt/shared/server-kit/release-ledger-d1';
import { readRequestBody } from '@forecourt/shared/server-kit/request-body';
import { type DealerReleaseChangeView, DealerReleasesBody } from '@forecourt/shell';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement } from 'react';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { originCheck } from '../middleware/origin-check';
import { htmlPage } from '../render/page';
import { type ReleaseStore, releasesCacheMs } from '../services/releases';

// The dealer's releases page (issue 29 "a dealer sees and chooses"), the gateway's own: the release registry and its
// ledger are the platform's. It lists each remote, the version the site runs and why, what the newer release changes,
// and the latest changes; the dealer may try a remote's canary or go back to stable — a `choose` change recorded in
// the ledger like any release, the registry published to KV, and this isolate's copy dropped so the next page is
// on it (other isolates within their 30 s cache). The site's configuration, when it pins a remote, wins.
//   GET  /dealer/releases   the page (the dealer session middleware lets only the dealer in)
//   POST /dealer/releases   remote, channel → 303 back to the page; 409 with the page and why when not made

/** Options of {@link dealerReleasesPage}. */
export interface DealerReleasesOptions {
  releases: ReleaseStore;
  /** The clock, in ms (default `Date.now`). */
  now?: () => number;
}

const ChoiceSchema = z.object({ remote: z.string().regex(/^mfe_[a-z0-9_]+$/), channel: z.enum(CHANNELS) });

const ACTION_WORDS: Readonly<Record<ReleaseChange['action'], string>> = {
  publish: 'published',
  deploy: 'deployed',
  promote: 'promoted',
  rollout: 'rolled out',
  rollback: 'rolled back',
  choose: 'chosen',
};

function changeView(change: ReleaseChange): DealerReleaseChangeView {
  return {
    revision: change.revision,
    when: change.at.slice(0, 16).replace('T', ' '),
    who: change.who,
    what: `${change.remote} ${ACTION_WORDS[change.action]}: ${describeAssignment(change.to)}`,
    why: change.why,
  };
}

async function registryOf(c: Context<AppEnv>, releases: ReleaseStore): Promise<ReleaseRegistry | null> {
  const lookup = await releases.load(c.env.TENANTS, { ttlMs: releasesCacheMs(c.env) });
  return lookup.kind === 'found' ? lookup.registry : null;
}

async function page(
  c: Context<AppEnv>,
  registry: ReleaseRegistry | null,
  error?: string,
  status: ContentfulStatusCode = 200,
): Promise<Response> {
  const tenant = c.get('tenant');
  const history = await ledgerHistory(d1LedgerSql(c.env.DB));
  return htmlPage(c, {
    title: 'Releases',
    description: "The releases the site's parts run.",
    canonicalPath: DEALER_RELEASES_PATH,
    status,
    body: createElement(DealerReleasesBody, {
      siteName: tenant.name,
      releases: registry ? dealerReleases(registry, tenant.slug, tenant.releases, history) : [],
      changes: siteChanges(history, tenant.slug, 10).map(changeView),
      ...(error ? { error } : {}),
    }),
  });
}

/** How many times a dealer's choice is recorded before a page says another change keeps winning the ledger. */
const LOST_RACE_TRIES = 3;

/**
 * The dealer's releases page, mounted with `app.route('/', dealerReleasesPage({ releases }))`.
 * @example POST /dealer/releases (remote=mfe_offers&channel=canary) → 303 /dealer/releases
 */
export function dealerReleasesPage(options: DealerReleasesOptions): Hono<AppEnv> {
  const now = options.now ?? Date.now;
  const app = new Hono<AppEnv>();
  app.use(DEALER_RELEASES_PATH, originCheck());

  app.get(DEALER_RELEASES_PATH, async (c) => page(c, await registryOf(c, options.releases)));

  app.post(DEALER_RELEASES_PATH, async (c) => {
    const tenant = c.get('tenant');
    const registry = await registryOf(c, options.releases);
    const body = await readRequestBody(c);
    const choice = ChoiceSchema.safeParse(body.ok ? body.value : null);
    if (!choice.success) return page(c, registry, 'Choose a part of the site and a release.', 400);
    const { remote, channel } = choice.data;
    const offered = registry
      ? dealerReleases(registry, tenant.slug, tenant.releases).find((release) => release.remote === remote)
      : undefined;
    if (offered?.canChoose !== channel) {
      return page(c, registry, `${remote}: that release cannot be chosen here now.`, 409);
    }
    const record = () =>
      recordRelease(
        d1LedgerSql(c.env.DB),
        registry,
        { action: 'choose', remote, dealer: tenant.slug, channel },
        { who: `the dealer of ${tenant.slug}`, why: `chose ${channel}`, at: new Date(now()).toISOString() },
        async (next) => {
          await c.env.TENANTS.put(RELEASE_REGISTRY_KEY, JSON.stringify(next));
          options.releases.clear();
        },
      );
    // A change made at the same moment (a release command, another dealer) took the revision: the choice is planned
    // again on the ledger's newest head, which still refuses it if the release it chose has gone meanwhile.
    let outcome = await record();
    for (let again = 1; outcome.kind === 'lost' && again < LOST_RACE_TRIES; again++) outcome = await record();
    if (outcome.kind !== 'recorded') return page(c, registry, outcome.problem, 409);
    return c.redirect(DEALER_RELEASES_PATH, 303);
  });

  return app;
}
