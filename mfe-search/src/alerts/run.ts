import type { TenantConfig } from '@forecourt/shared';
import { parseAustralianMobile } from '@forecourt/shared/identity/phone';
import { SAVED_SEARCH_UNSUBSCRIBE_PATH } from '@forecourt/shared/search/saved-searches';
import type { SearchAlertsReport } from '@forecourt/shared/search/saved-searches-rpc';
import { type DigestSearch, digestFor, isAlertDue, searchChanges } from '@forecourt/shared/search/search-alerts';
import type { TenantStore } from '@forecourt/shared/server-kit/tenants';
import {
  lastMatches,
  lookedStatement,
  matchesStatements,
  type SavedSearchRow,
  searchesWithAlerts,
} from '../db/saved-searches';
import type { AlertSender } from '../partners/alert-messages';
import type { StockSearchSources } from '../rpc/stock-search';
import { matchesOf } from './matches';
import { deliverDigests, digestStatement } from './outbox';

// The scheduled run of saved searches' alerts (the gateway's Cron Trigger, every minute, through this slice's RPC):
// each due search (an instant one every run, a daily one a day after its last look) is searched again; what is new
// to it or cheaper is gathered per shopper, site and channel into one digest, minus what that shopper was already
// sent, and written to the outbox in one batch with the looks and the alert keys it spends; then the due digests
// are delivered. A site that no longer exists, or that has switched saved searches off (`savedSearchesPerShopper`
// 0), sends nothing and its searches wait.

/** Searches looked at per run at most: each is one engine search and one batch. */
export const SEARCHES_PER_RUN = 100;

/** What a run needs. */
export interface AlertRunSources {
  db: D1Database;
  tenants: TenantStore;
  kv: KVNamespace;
  stock: StockSearchSources;
  send: AlertSender;
  now: number;
}

/** One search looked at: what changed, and what it matches now. */
interface Look {
  row: SavedSearchRow;
  digest: DigestSearch;
  /** How many cars the search matches, and those whose prices are kept for the next look. */
  found: number;
  matches: { id: number; price: number }[];
}

const groupKey = (row: SavedSearchRow) => `${row.site}\n${row.user_id}\n${row.channel}\n${row.email ?? ''}`;

/**
 * One run: look at the due searches, write the digests, deliver what is due.
 * @example await runSearchAlerts({ db: env.DB, tenants, kv: env.TENANTS, stock: sources, send: alertSenderFor(env), now: controller.scheduledTime });
 */
export async function runSearchAlerts(sources: AlertRunSources): Promise<SearchAlertsReport> {
  const { db, now } = sources;
  const due = (await searchesWithAlerts(db, SEARCHES_PER_RUN * 2))
    .filter((row) => isAlertDue({ frequency: row.frequency, checkedAt: row.checked_at }, now))
    .slice(0, SEARCHES_PER_RUN);
  const sites = new Map<string, TenantConfig | null>();
  const groups = new Map<string, Look[]>();
  for (const row of due) {
    if (!sites.has(row.site)) sites.set(row.site, await alertingSite(sources, row.site));
    const tenant = sites.get(row.site);
    if (!tenant) continue;
    const matches = await matchesOf(sources.stock, tenant, row.search);
    if (matches === null) continue;
    const changes = searchChanges(
      await lastMatches(db, row.id),
      matches.cars,
      { newCars: row.new_cars === 1, priceDrops: row.price_drops === 1 },
      row.checked_at ?? row.created_at,
    );
    const unsubscribeUrl = `${row.origin}${SAVED_SEARCH_UNSUBSCRIBE_PATH}?token=${row.unsubscribe_token}`;
    const looks = groups.get(groupKey(row)) ?? [];
    looks.push({
      row,
      digest: { name: row.name, changes, unsubscribeUrl },
      found: matches.found,
      matches: matches.cars,
    });
    groups.set(groupKey(row), looks);
  }
  let looked = 0;
  let digests = 0;
  for (const looks of groups.values()) {
    const first = looks[0];
    const tenant = first ? sites.get(first.row.site) : null;
    if (!first || !tenant) continue;
    const wrote = await writeLooks(sources, tenant, looks);
    looked += looks.length;
    if (wrote) digests += 1;
  }
  const delivery = await deliverDigests(db, sources.send, now);
  return { looked, digests, ...delivery };
}

/** The site's configuration while it takes alerts; null for a site gone, broken or with saved searches off. */
async function alertingSite(sources: AlertRunSources, slug: string): Promise<TenantConfig | null> {
  const lookup = await sources.tenants.bySlug(sources.kv, slug, sources.db);
  if (lookup.kind !== 'found') {
    console.warn(JSON.stringify({ level: 'warn', message: 'search alerts: the site is not here', site: slug }));
    return null;
  }
  return lookup.tenant.search.savedSearchesPerShopper > 0 ? lookup.tenant : null;
}

/**
 * Writes one shopper's looks on a site through one channel: each search's new matches and look, and the digest with
 * the alert keys it spends, in one batch. Whether a digest was written (not when nothing is new, or the shopper has
 * no phone to text).
 */
async function writeLooks(sources: AlertRunSources, tenant: TenantConfig, looks: readonly Look[]): Promise<boolean> {
  const { db, now } = sources;
  const [first] = looks;
  if (!first) return false;
  const { site, user_id: userId, channel } = first.row;
  const statements = looks.flatMap((look) => [
    lookedStatement(db, look.row.id, now, look.found),
    ...matchesStatements(db, look.row.id, look.matches),
  ]);
  const { results: sentRows } = await db
    .prepare('SELECT alert_key FROM search_alerts_sent WHERE site = ? AND user_id = ?')
    .bind(site, userId)
    .all<{ alert_key: string }>();
  const origin = tenant.canonicalOrigin ?? first.row.origin;
  const digest = digestFor(
    tenant.name,
    origin,
    looks.map((look) => look.digest),
    new Set(sentRows.map((row) => row.alert_key)),
  );
  const recipient = digest ? await recipientOf(db, first.row) : null;
  if (digest && recipient) {
    const sent = db.prepare(
      'INSERT OR IGNORE INTO search_alerts_sent (site, user_id, alert_key, sent_at) VALUES (?, ?, ?, ?)',
    );
    statements.push(
      digestStatement(db, { site, userId, channel, recipient, subject: digest.subject, body: digest.text }, now),
      ...digest.keys.map((key) => sent.bind(site, userId, key, now)),
    );
  }
  await db.batch(statements);
  return digest !== null && recipient !== null;
}

/** Where a search's digest goes: its e-mail address, or the shopper's verified phone in international form. */
async function recipientOf(db: D1Database, row: SavedSearchRow): Promise<string | null> {
  if (row.channel === 'email') return row.email;
  const user = await db.prepare('SELECT phone FROM users WHERE id = ?').bind(row.user_id).first<{ phone: string }>();
  const phone = user ? parseAustralianMobile(user.phone) : null;
  return phone?.ok ? phone.e164 : null;
}
