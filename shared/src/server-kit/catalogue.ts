import type { DirectoryHit, Make, Model } from '../domain';

// The model catalogue the directory search reads (makes and models, spec: 001 §3), from D1, kept in the
// isolate for a few minutes: it changes when the catalogue is edited, not with the stock.

/** Platform: how long the isolate keeps the catalogue before reading D1 again. */
export const CATALOGUE_TTL_MS = 5 * 60_000;

/** Every model with its make, in directory order: make, then model (case-insensitive). */
export const CATALOGUE_SQL = `SELECT m.doc AS model, mk.id AS make_id, mk.name AS make_name, mk.slug AS make_slug, mk.logo_url
  FROM models m JOIN makes mk ON mk.id = m.make_id
  ORDER BY mk.name COLLATE NOCASE, m.name COLLATE NOCASE, m.id`;

interface CatalogueRow {
  model: string;
  make_id: number;
  make_name: string;
  make_slug: string;
  logo_url: string | null;
}

/** Options of {@link createCatalogueStore}. */
export interface CatalogueStoreOptions {
  ttlMs?: number;
  now?: () => number;
}

/** Loads the catalogue, cached in the isolate. */
export interface CatalogueStore {
  load(db: D1Database): Promise<DirectoryHit[]>;
}

function entryOf(row: CatalogueRow): DirectoryHit {
  // The doc was validated by ModelSchema when the catalogue was written.
  const model = JSON.parse(row.model) as Model;
  return {
    ...model,
    manufacturer: {
      id: row.make_id,
      name: row.make_name,
      slug: row.make_slug,
      logo: row.logo_url === null ? null : { url: row.logo_url },
    },
  };
}

/**
 * Makes a catalogue store (the search routes make one per app).
 *
 * @example const entries = await createCatalogueStore().load(env.DB);
 */
export function createCatalogueStore(options: CatalogueStoreOptions = {}): CatalogueStore {
  const ttlMs = options.ttlMs ?? CATALOGUE_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { entries: Promise<DirectoryHit[]>; loadedAt: number } | undefined;
  return {
    load(db) {
      if (cached === undefined || now() - cached.loadedAt >= ttlMs) {
        const entries = db
          .prepare(CATALOGUE_SQL)
          .all<CatalogueRow>()
          .then(({ results }) => results.map(entryOf));
        const entry = { entries, loadedAt: now() };
        // A failed read is not kept: the next search tries again.
        entries.catch(() => {
          if (cached === entry) cached = undefined;
        });
        cached = entry;
      }
      return cached.entries;
    },
  };
}

/**
 * Every make of the platform's list (spec: 001 §3), models or not, in id order.
 * @example (await listMakes(env.DB)).length // 146
 */
export async function listMakes(db: D1Database): Promise<Make[]> {
  const { results } = await db
    .prepare('SELECT id, name, slug, logo_url FROM makes ORDER BY id')
    .all<{ id: number; name: string; slug: string; logo_url: string | null }>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo_url === null ? null : { url: row.logo_url },
  }));
}
