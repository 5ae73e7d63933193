import { DurableObject } from 'cloudflare:workers';

// What every partner simulator shares (README.md beside this file): its state in one SQLite-backed
// Durable Object, the outage switch tests and demos flip, its routing, and small request and response
// helpers (its dev pages: dev-page.ts). Simulators run
// locally only (npm start, e2e, Worker tests); none of this is ever deployed.

/** The Durable Object binding every simulator's wrangler.toml declares (class: its own subclass of {@link SimulatorState}). */
export interface SimulatorEnv {
  STATE: DurableObjectNamespace<SimulatorState>;
}

/** The control switches of a simulator (`GET`/`POST /control`). */
export interface SimulatorControl {
  /** While true, the partner's API answers 503, as a partner outage would. */
  outage: boolean;
}

/**
 * A simulator's state: one instance per simulator (see {@link simulatorState}), SQLite storage, so
 * what it received survives a `wrangler dev` restart. Subclasses add their own tables and methods;
 * the control switches live here.
 *
 * @example export class SmsState extends SimulatorState { … }
 */
export class SimulatorState extends DurableObject {
  /** The current control switches. */
  async control(): Promise<SimulatorControl> {
    return { outage: (await this.ctx.storage.get<boolean>('outage')) ?? false };
  }

  /** Changes the switches given, keeps the others; answers the result. */
  async setControl(change: Partial<SimulatorControl>): Promise<SimulatorControl> {
    if (change.outage !== undefined) await this.ctx.storage.put('outage', change.outage);
    return this.control();
  }
}

/**
 * A simulator state that keeps the requests it received (or what it made of them) as JSON entries in one
 * table, newest first; an entry may carry an id to be found and replaced by. Read back with
 * {@link receivedRoutes}.
 *
 * @example export class DeliveryState extends ReceivedState<QuoteRequestRecord> {}
 */
export class ReceivedState<T> extends SimulatorState {
  constructor(ctx: DurableObjectState, env: SimulatorEnv) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS received (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT UNIQUE, body TEXT NOT NULL)`);
  }

  record(entry: T, id: string | null = null): void {
    this.ctx.storage.sql.exec('INSERT INTO received (id, body) VALUES (?, ?)', id, JSON.stringify(entry));
  }

  find(id: string): T | null {
    const row = this.ctx.storage.sql.exec<{ body: string }>('SELECT body FROM received WHERE id = ?', id).toArray()[0];
    return row ? (JSON.parse(row.body) as T) : null;
  }

  /** Replaces the entry with this id; false when there is none. */
  replace(id: string, entry: T): boolean {
    return (
      this.ctx.storage.sql.exec('UPDATE received SET body = ? WHERE id = ?', JSON.stringify(entry), id).rowsWritten > 0
    );
  }

  list(limit: number): T[] {
    return this.ctx.storage.sql
      .exec<{ body: string }>('SELECT body FROM received ORDER BY seq DESC LIMIT ?', limit)
      .toArray()
      .map((row) => JSON.parse(row.body) as T);
  }

  clear(): void {
    this.ctx.storage.sql.exec('DELETE FROM received');
  }
}

/**
 * The one state instance of a simulator.
 *
 * @example const state = simulatorState<SmsState>(env.STATE);
 */
export function simulatorState<T extends SimulatorState>(namespace: DurableObjectNamespace<SimulatorState>) {
  return namespace.get(namespace.idFromName('state')) as unknown as DurableObjectStub<T>;
}

/** One request as a simulator's routes see it: `route` is `<METHOD> <path>`, e.g. `POST /v1/messages`. */
export interface SimulatorRequest<TEnv extends SimulatorEnv, TState extends SimulatorState> {
  route: string;
  request: Request;
  url: URL;
  env: TEnv;
  state: DurableObjectStub<TState>;
}

/** A simulator's own routes: its answer to one request, or null when the route is none of its. */
export type SimulatorRoutes<TEnv extends SimulatorEnv, TState extends SimulatorState> = (
  request: SimulatorRequest<TEnv, TState>,
) => Promise<Response | null> | Response | null;

/** What a state keeping received entries (a {@link ReceivedState}) keeps an entry of. */
export type ReceivedEntry<TState> = TState extends ReceivedState<infer T> ? T : never;

/**
 * A simulator's fetch handler: the control switches (`/control`, see {@link handleControl}) and
 * `GET /health` are answered here, every other request goes to `routes`, then (when the state keeps what
 * it received and `received` says where it is read) to the routes of {@link receivedRoutes}; a request
 * none of them answers is a 404.
 *
 * @example export default simulatorWorker<SimulatorEnv, DeliveryState>('delivery', routes, { api: '/v1/quotes', key: 'quotes', page: '/quotes', render: quotesPage });
 */
export function simulatorWorker<TEnv extends SimulatorEnv, TState extends SimulatorState>(
  partner: string,
  routes: SimulatorRoutes<TEnv, TState>,
  received?: ReceivedView<ReceivedEntry<TState>>,
): ExportedHandler<TEnv> {
  return {
    async fetch(request, env) {
      const state = simulatorState<TState>(env.STATE);
      const control = await handleControl(request, state);
      if (control) return control;
      const url = new URL(request.url);
      const route = `${request.method} ${url.pathname}`;
      if (route === 'GET /health') return json({ ok: true, partner });
      const answer = await routes({ route, request, url, env, state });
      if (answer) return answer;
      // The stub of a ReceivedState<T> (what ReceivedEntry<TState> says it is) answers list and clear.
      const log = state as unknown as ReceivedLog<ReceivedEntry<TState>>;
      const listed = received ? await receivedRoutes({ route, url }, received, log) : null;
      return listed ?? json({ error: `no route for ${route}` }, 404);
    },
  };
}

/** The most rows a list may ask for with `?limit=`. */
const MAX_LIST_LIMIT = 500;
/** How many rows a list answers when `?limit=` does not say. */
const LIST_PAGE_SIZE = 50;

/**
 * The `?limit=` of a list request: a whole number from 1 (at most 500), else `fallback`.
 *
 * @example listLimit(new URL('http://sim/outbox.json?limit=20'), 50) // 20
 * @example listLimit(new URL('http://sim/outbox.json?limit=abc'), 50) // 50
 */
export function listLimit(url: URL, fallback: number): number {
  const limit = Number.parseInt(url.searchParams.get('limit') ?? '', 10);
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, MAX_LIST_LIMIT) : fallback;
}

/**
 * Where a simulator's record of the requests it received is read: `GET <api>` as JSON `{ <key>: [...] }`
 * for tests, `DELETE <api>` to forget it, `GET <page>` as the dev page people read, drawn by `render`
 * (usually with `receivedPage`, dev-page.ts).
 */
export interface ReceivedView<T> {
  api: string;
  key: string;
  page: string;
  render: (entries: T[]) => Response;
}

/**
 * A state (or its stub) keeping what it received, newest first. `clear` is required, not optional:
 * a Durable Object stub answers every method name, so a missing one could not be told apart.
 */
export interface ReceivedLog<T> {
  list(limit: number): Promise<T[]>;
  clear(): Promise<void>;
}

/**
 * The answer to a request for what a simulator received (see {@link ReceivedView}; lists are `?limit=`
 * long), or null when the route is none of them.
 */
async function receivedRoutes<T>(
  { route, url }: { route: string; url: URL },
  view: ReceivedView<T>,
  log: ReceivedLog<T>,
): Promise<Response | null> {
  if (route === `GET ${view.api}`) return json({ [view.key]: await log.list(listLimit(url, LIST_PAGE_SIZE)) });
  if (route === `GET ${view.page}`) return view.render(await log.list(listLimit(url, LIST_PAGE_SIZE)));
  if (route === `DELETE ${view.api}`) {
    await log.clear();
    return json({ cleared: true });
  }
  return null;
}

/**
 * Text of at most `max` characters, trimmed; null when it is anything else or blank.
 *
 * @example text(' Hilux ', 100) // 'Hilux'
 */
export function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= max ? value.trim() : null;
}

/**
 * A whole number from `min` to `max`; null when it is anything else.
 *
 * @example wholeNumber(2019, 1900, 2100) // 2019
 */
export function wholeNumber(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * `GET /control` answers the switches; `POST /control` with JSON `{ "outage": true|false }` sets them.
 * Null for any other request, so a simulator can try it first.
 *
 * @example const control = await handleControl(request, state); if (control) return control;
 */
export async function handleControl(
  request: Request,
  state: DurableObjectStub<SimulatorState>,
): Promise<Response | null> {
  if (new URL(request.url).pathname !== '/control') return null;
  if (request.method === 'GET') return json(await state.control());
  if (request.method !== 'POST') return json({ error: 'GET or POST /control' }, 405);
  const body = await readJson(request);
  if (!body.ok || typeof body.value !== 'object' || body.value === null) {
    return json({ error: 'expected JSON { "outage": boolean }' }, 400);
  }
  const { outage } = body.value as { outage?: unknown };
  if (outage !== undefined && typeof outage !== 'boolean') return json({ error: 'outage must be a boolean' }, 400);
  return json(await state.setControl({ outage }));
}

/**
 * The partner's "we are down" answer while the outage switch is on.
 *
 * @example if ((await state.control()).outage) return outageResponse();
 */
export function outageResponse(): Response {
  return json({ error: 'simulated outage' }, 503, { 'Retry-After': '30' });
}

/**
 * A JSON response.
 *
 * @example return json({ id }, 202);
 */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * The request's body parsed as JSON, or `ok: false` when it is not JSON.
 *
 * @example const body = await readJson(request); if (!body.ok) return json({ error: 'not JSON' }, 400);
 */
export async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await request.json() };
  } catch {
    return { ok: false };
  }
}
