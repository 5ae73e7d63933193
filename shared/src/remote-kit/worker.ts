import type { Hono } from 'hono';
import { fragmentPath } from '../domain/fragment/contract';
import type { RemoteDeclaration } from '../domain/remotes/declaration';
import { createTenantStore } from '../server-kit/tenants';
import { fragmentApp } from './app';
import type { RemoteBindings, RemoteWorkerEnv } from './bindings';
import { type FragmentRoute, fragmentHandler } from './fragment';
import { edgeAnswerStore, type FragmentAnswerStore } from './fragment-cache';
import { releaseReader } from './release';

/**
 * A remote's fragment Worker app from its declaration: one route per declared fragment (the type
 * demands a route for each, named as declared), its release.json read once per isolate.
 * @example export default fragmentWorker(remote, { VehiclePage: vehiclePage, VehiclePrint: vehiclePrint });
 */
export function fragmentWorker<TFragment extends string, TBindings extends RemoteBindings = RemoteBindings>(
  remote: RemoteDeclaration<string, TFragment>,
  routes: { [F in TFragment]: FragmentRoute<unknown, TBindings> },
  // Where fragments with a cache policy keep their answers (default: the data centre's cache).
  answers: FragmentAnswerStore | null = edgeAnswerStore(),
): Hono<RemoteWorkerEnv<TBindings>> {
  const app = fragmentApp<TBindings>(remote.folder);
  const readRelease = releaseReader(remote.name);
  const tenants = createTenantStore();
  for (const [name, route] of Object.entries(routes) as [TFragment, FragmentRoute<unknown, TBindings>][]) {
    if (route.name !== name) throw new Error(`${remote.name}: the route for ${name} is named ${route.name}`);
    app.post(fragmentPath(name), fragmentHandler(route, readRelease, tenants, answers));
  }
  return app;
}
