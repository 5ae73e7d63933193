// The fragment Worker plumbing every remote imports (`@forecourt/shared/remote-worker`): the app with
// its JSON 404/errors, one handler per fragment, the release.json reader and the island renderer. A
// remote keeps only its fragments (and its bindings, when it has more than API and ASSETS); `fragmentWorker`
// mounts them from its declaration (remote.ts).
// Worker-only: Hono and react-dom/server. No module a browser bundles may import it
// (each remote's src/expose/island-imports.test.ts checks the island's imports).
export { fragmentApp } from './app';
export type { AssetsBinding, RemoteBindings, RemoteWorkerEnv } from './bindings';
export { type FragmentContext, type FragmentOutcome, type FragmentRoute, fragmentHandler } from './fragment';
export { RELEASE_URL, type Release, ReleaseSchema, releaseReader } from './release';
export { renderIsland } from './render';
export { fragmentWorker } from './worker';
