import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './headers';

// Every response says how many D1 queries it took and how long they waited, as a `Server-Timing`
// metric (`d1;dur=1.4;desc="2 queries"`): how often a page reads the database is a cost worth seeing
// in the browser's DevTools and in load tests, and a remote's fragment Worker passes its API calls'
// metrics on, so a composed page's header adds up its whole view. Kept for every request: counting
// is a few additions.

/** The `Server-Timing` metric name of the D1 figures. */
export const D1_TIMING_METRIC = 'd1';

/** What a request's D1 queries came to. */
export interface QueryTally {
  queries: number;
  ms: number;
}

const REAL_STATEMENT = Symbol('the statement D1 prepared');
const COUNTED = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);

async function timed<T>(tally: QueryTally, count: number, query: () => Promise<T>): Promise<T> {
  const started = performance.now();
  tally.queries += count;
  try {
    return await query();
  } finally {
    tally.ms += performance.now() - started;
  }
}

function countedStatement(statement: D1PreparedStatement, tally: QueryTally): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, property) {
      if (property === REAL_STATEMENT) return target;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'bind') {
        return (...values: unknown[]) => countedStatement(target.bind(...values), tally);
      }
      if (COUNTED.has(property)) return (...args: unknown[]) => timed(tally, 1, () => value.apply(target, args));
      return value.bind(target);
    },
  });
}

function realStatement(statement: D1PreparedStatement): D1PreparedStatement {
  return (statement as D1PreparedStatement & { [REAL_STATEMENT]?: D1PreparedStatement })[REAL_STATEMENT] ?? statement;
}

/**
 * `db` with every query it runs counted into `tally`: a statement's `first`/`all`/`run`/`raw` is one, a
 * batch is one per statement, `exec` one.
 *
 * @example const tally = { queries: 0, ms: 0 }; await countedD1(env.DB, tally).prepare('SELECT 1').first(); // tally.queries === 1
 */
export function countedD1(db: D1Database, tally: QueryTally): D1Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'prepare') return (sql: string) => countedStatement(target.prepare(sql), tally);
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          timed(tally, statements.length, () => target.batch(statements.map(realStatement)));
      }
      if (property === 'exec') return (sql: string) => timed(tally, 1, () => target.exec(sql));
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The `Server-Timing` metric of a tally.
 *
 * @example d1Timing({ queries: 2, ms: 1.43 }) // 'd1;dur=1.4;desc="2 queries"'
 */
export function d1Timing(tally: QueryTally): string {
  const noun = tally.queries === 1 ? 'query' : 'queries';
  return `${D1_TIMING_METRIC};dur=${Math.round(tally.ms * 10) / 10};desc="${tally.queries} ${noun}"`;
}

const D1_METRIC = /(?:^|,\s*)d1;dur=([\d.]+);desc="(\d+) quer(?:y|ies)"/g;

/**
 * A `Server-Timing` header with this request's D1 figures added to any `d1` metric already there (the API
 * answers a fragment Worker passed on): one `d1` metric for the whole response, so what a view cost adds up.
 * @example withD1Timing('fc;dur=3, d1;dur=1;desc="1 query"', { queries: 2, ms: 0.5 }) // 'fc;dur=3, d1;dur=1.5;desc="3 queries"'
 */
export function withD1Timing(earlier: string | null, tally: QueryTally): string {
  const total: QueryTally = { ...tally };
  const rest = (earlier ?? '').replace(D1_METRIC, (_, ms: string, queries: string) => {
    total.ms += Number(ms);
    total.queries += Number(queries);
    return '';
  });
  const others = rest.replace(/^\s*,\s*/, '').trim();
  return others ? `${others}, ${d1Timing(total)}` : d1Timing(total);
}

/**
 * Counts the request's D1 queries (its `c.env.DB` is a counting view of the binding) and adds the
 * figures to the response's `Server-Timing`.
 *
 * @example app.use(queryCount());
 */
export function queryCount<E extends { Bindings: { DB: D1Database } }>(): MiddlewareHandler<E> {
  return async function queryCountMiddleware(c, next) {
    const tally: QueryTally = { queries: 0, ms: 0 };
    c.env = { ...c.env, DB: countedD1(c.env.DB, tally) };
    await next();
    setResponseHeader(c, 'Server-Timing', withD1Timing(c.res.headers.get('Server-Timing'), tally));
  };
}
