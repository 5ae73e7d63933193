// The remote kit (`@forecourt/shared/remote-kit`): what every remote's fragment Worker imports — the app
// with its JSON 404/errors, one handler per fragment, the release.json reader, the island renderer and the
// wait for non-critical data. A remote keeps only its fragments (and its bindings, when it has more than the
// kit's); `fragmentWorker` mounts them from its declaration
// (remote.ts).
// Worker-only: Hono and react-dom/server. No module a browser bundles may import it
// (each remote's src/expose/island-imports.test.ts checks the island's imports).

export { fragmentApp } from './app';
export type { AssetsBinding, RemoteBindings, RemoteWorkerEnv } from './bindings';
export { type FragmentContext, type FragmentOutcome, type FragmentRoute, fragmentHandler } from './fragment';
export { RELEASE_URL, type Release, ReleaseSchema, releaseReader } from './release';
export { renderIsland } from './render';
export { withinTimeout } from './within-timeout';
export { fragmentWorker } from './worker';
