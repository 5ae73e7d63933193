/**
 * The fragment Worker's bindings, as declared in `wrangler.toml` / `wrangler.canary.toml`.
 *
 * @example const response = await c.env.API.fetch(new Request(`https://${tenant.host}/api/cars/${slug}`));
 */
export interface Env {
  /** The gateway's `InternalApi` entrypoint: the same `/api` the browser uses, answered for the site named by the Host. */
  API: Fetcher;
  /** This release's client build (`dist/<channel>`): `/_mf/mfe_search/<version>/…` and `release.json`. */
  ASSETS: Fetcher;
}

/** The Hono environment of the fragment Worker. */
export interface WorkerEnv {
  Bindings: Env;
}
