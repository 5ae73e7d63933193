import type {
  AlertChannel,
  AlertFrequency,
  SavedSearchSummary,
  SaveSearchRequest,
} from '@forecourt/shared/search/saved-searches';

// This slice's saved_searches and saved_search_cars (migrations/0001): a shopper's searches on a site, and what
// each matched at its last look. Every read and write names the site and, where a shopper acts, the shopper: one
// shopper's search is no other's, on no other site.

/** A saved search as its row holds it. */
export interface SavedSearchRow {
  id: number;
  site: string;
  user_id: number;
  name: string;
  search: string;
  origin: string;
  new_cars: number;
  price_drops: number;
  channel: AlertChannel;
  email: string | null;
  frequency: AlertFrequency;
  unsubscribe_token: string;
  created_at: number;
  checked_at: number | null;
  last_result_count: number | null;
  stopped_at: number | null;
}

/**
 * A row as its owner sees it.
 * @example summaryOf(row).alerts.frequency // → 'daily'
 */
export function summaryOf(row: SavedSearchRow): SavedSearchSummary {
  return {
    id: row.id,
    name: row.name,
    href: row.search,
    alerts: {
      newCars: row.new_cars === 1,
      priceDrops: row.price_drops === 1,
      channel: row.channel,
      frequency: row.frequency,
      stopped: row.stopped_at !== null,
    },
    lastResultCount: row.last_result_count,
    checkedAt: row.checked_at,
    createdAt: row.created_at,
  };
}

/** A new random stop token: 128 bits, hex. */
function newToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What saving needs besides the request: who, where, when, and what the search matches now (its first look). */
export interface NewSavedSearch {
  site: string;
  userId: number;
  origin: string;
  request: SaveSearchRequest;
  now: number;
  /** How many cars the search matches now, and those whose prices are kept: alerts are about what changes after saving. */
  found: number;
  matches: readonly { id: number; price: number }[];
  /** The site's bound on a shopper's saved searches. */
  max: number;
}

/**
 * Saves a search with its first look, unless the shopper already has `max` on the site (checked in the same
 * statement, so two saves at once cannot pass the bound), all in one batch. Resolves to the new id, or null at the
 * bound.
 *
 * @example const id = await insertSavedSearch(env.DB, { site: 'harbourcity', userId: 7, origin, request, now, matches, max: 10 });
 */
export async function insertSavedSearch(db: D1Database, saved: NewSavedSearch): Promise<number | null> {
  const { request } = saved;
  const token = newToken();
  const insertCar = db.prepare(
    'INSERT INTO saved_search_cars (saved_search_id, car_id, price) SELECT id, ?, ? FROM saved_searches WHERE unsubscribe_token = ?',
  );
  const [inserted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO saved_searches (site, user_id, name, search, origin, new_cars, price_drops, channel, email, frequency,
           unsubscribe_token, created_at, checked_at, last_result_count)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, ?13
         WHERE (SELECT COUNT(*) FROM saved_searches WHERE site = ?1 AND user_id = ?2) < ?14
         RETURNING id`,
      )
      .bind(
        saved.site,
        saved.userId,
        request.name,
        request.search,
        saved.origin,
        request.new_cars ? 1 : 0,
        request.price_drops ? 1 : 0,
        request.channel,
        request.channel === 'email' ? (request.email ?? null) : null,
        request.frequency,
        token,
        saved.now,
        saved.found,
        saved.max,
      ),
    ...saved.matches.map((car) => insertCar.bind(car.id, car.price, token)),
  ]);
  return inserted?.results[0]?.id ?? null;
}

/** The statements that make `matches` what a search matched at its last look. */
export function matchesStatements(
  db: D1Database,
  id: number,
  matches: readonly { id: number; price: number }[],
): D1PreparedStatement[] {
  const insert = db.prepare('INSERT INTO saved_search_cars (saved_search_id, car_id, price) VALUES (?, ?, ?)');
  return [
    db.prepare('DELETE FROM saved_search_cars WHERE saved_search_id = ?').bind(id),
    ...matches.map((car) => insert.bind(id, car.id, car.price)),
  ];
}

/**
 * The shopper's saved searches on the site, newest first.
 * @example await shopperSearches(env.DB, 'harbourcity', 7)
 */
export async function shopperSearches(db: D1Database, site: string, userId: number): Promise<SavedSearchRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM saved_searches WHERE site = ? AND user_id = ? ORDER BY created_at DESC, id DESC')
    .bind(site, userId)
    .all<SavedSearchRow>();
  return results;
}

/**
 * One of the shopper's saved searches on the site, or null.
 * @example await savedSearchOf(env.DB, 'harbourcity', 7, 12)
 */
export function savedSearchOf(
  db: D1Database,
  site: string,
  userId: number,
  id: number,
): Promise<SavedSearchRow | null> {
  return db
    .prepare('SELECT * FROM saved_searches WHERE id = ? AND site = ? AND user_id = ?')
    .bind(id, site, userId)
    .first<SavedSearchRow>();
}

/**
 * Deletes one of the shopper's saved searches on the site; whether there was one.
 * @example if (!(await deleteSavedSearch(env.DB, 'harbourcity', 7, 12))) return notFound();
 */
export async function deleteSavedSearch(db: D1Database, site: string, userId: number, id: number): Promise<boolean> {
  const [, deleted] = await db.batch([
    db
      .prepare(
        'DELETE FROM saved_search_cars WHERE saved_search_id = (SELECT id FROM saved_searches WHERE id = ? AND site = ? AND user_id = ?)',
      )
      .bind(id, site, userId),
    db.prepare('DELETE FROM saved_searches WHERE id = ? AND site = ? AND user_id = ?').bind(id, site, userId),
  ]);
  return (deleted?.meta.changes ?? 0) > 0;
}

/**
 * The saved search a stop link names, on the site it was saved on; null when there is none (deleted, or a made-up
 * token).
 * @example await searchByToken(env.DB, 'harbourcity', token)
 */
export function searchByToken(db: D1Database, site: string, token: string): Promise<SavedSearchRow | null> {
  return db
    .prepare('SELECT * FROM saved_searches WHERE site = ? AND unsubscribe_token = ?')
    .bind(site, token)
    .first<SavedSearchRow>();
}

/**
 * Stops a saved search's alerts (the stop link); the search itself stays in My Garage. Idempotent.
 * @example await stopAlerts(env.DB, row.id, Date.now());
 */
export async function stopAlerts(db: D1Database, id: number, now: number): Promise<void> {
  await db.prepare('UPDATE saved_searches SET stopped_at = COALESCE(stopped_at, ?) WHERE id = ?').bind(now, id).run();
}

/**
 * The searches with alerts still on, least recently looked at first, `limit` at most: the scheduled run picks
 * the due ones among them.
 * @example await searchesWithAlerts(env.DB, 200)
 */
export async function searchesWithAlerts(db: D1Database, limit: number): Promise<SavedSearchRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM saved_searches WHERE stopped_at IS NULL AND (new_cars = 1 OR price_drops = 1)
       ORDER BY checked_at IS NOT NULL, checked_at, id LIMIT ?`,
    )
    .bind(limit)
    .all<SavedSearchRow>();
  return results;
}

/**
 * What a search matched at its last look: car id → its price then.
 * @example (await lastMatches(env.DB, 12)).get(4021) // → 38990
 */
export async function lastMatches(db: D1Database, id: number): Promise<Map<number, number>> {
  const { results } = await db
    .prepare('SELECT car_id, price FROM saved_search_cars WHERE saved_search_id = ?')
    .bind(id)
    .all<{ car_id: number; price: number }>();
  return new Map(results.map((row) => [row.car_id, row.price]));
}

/** The statement that records a look: when, and how many cars matched. */
export function lookedStatement(db: D1Database, id: number, now: number, count: number): D1PreparedStatement {
  return db
    .prepare('UPDATE saved_searches SET checked_at = ?, last_result_count = ? WHERE id = ?')
    .bind(now, count, id);
}
