// The bindings every remote's fragment Worker has (its wrangler.toml / wrangler.canary.toml), typed by
// what the plumbing calls on them, so this package needs no Workers types and the remotes' Node tests
// can pass fakes. Workers' `Fetcher` satisfies both.

/** An assets binding: the Worker's own client build, fetched by URL. */
export interface AssetsBinding {
  fetch(url: string): Promise<Response>;
}

/**
 * A remote fragment Worker's bindings. A remote with more bindings extends it.
 *
 * @example const release = await env.ASSETS.fetch('https://assets.local/release.json');
 */
export interface RemoteBindings {
  /** The platform's one D1 database: the remote's own tables and the server kit's shared reads. */
  DB: D1Database;
  /** The tenants' configurations (read only): the site the gateway named, by its slug. */
  TENANTS: KVNamespace;
  /** This release's client build (`dist/<channel>`): `/_mf/<container>/<version>/…` and `release.json`. */
  ASSETS: AssetsBinding;
}

/**
 * The Hono environment of a remote's fragment Worker.
 *
 * @example const app = new Hono<RemoteWorkerEnv>();
 */
export interface RemoteWorkerEnv<TBindings extends RemoteBindings = RemoteBindings> {
  Bindings: TBindings;
}
