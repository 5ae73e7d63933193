import { findVisibleCarVersioned, type VersionedCar } from '../server-kit/cars';
import type { RemoteBindings } from './bindings';
import type { FragmentContext } from './fragment';

// A car page's kept fragment asks for its car twice in one request: its version, to find the kept answer,
// then, when none is kept, its loader. One read serves both, so a view of the car page costs each
// fragment one D1 read of the car, kept or not.

const readsOf = new WeakMap<FragmentContext, Map<string, Promise<VersionedCar | null>>>();

/**
 * The car with `slug` the fragment request's site shows, with its version; read once per request whoever
 * asks. Null when the site does not show it.
 *
 * @example const found = await fragmentCar(context, '2021-toyota-hilux-sr5-42'); // → { car, version } | null
 */
export function fragmentCar<TBindings extends RemoteBindings>(
  context: FragmentContext<TBindings>,
  slug: string,
): Promise<VersionedCar | null> {
  const key = context as unknown as FragmentContext;
  const reads = readsOf.get(key) ?? new Map<string, Promise<VersionedCar | null>>();
  readsOf.set(key, reads);
  const known = reads.get(slug);
  if (known) return known;
  const read = context.site().then((tenant) => findVisibleCarVersioned(context.env.DB, tenant, slug, new Date()));
  reads.set(slug, read);
  return read;
}

/**
 * The version of what a fragment shows of the car with `slug` (a kept answer's key): null when the site
 * does not show it, so a not-found answer is rendered each time.
 *
 * @example cache: { freshSeconds: 30, staleSeconds: 120, dataVersion: (context) => fragmentCarVersion(context, slug) }
 */
export async function fragmentCarVersion<TBindings extends RemoteBindings>(
  context: FragmentContext<TBindings>,
  slug: string,
): Promise<string | null> {
  return (await fragmentCar(context, slug))?.version ?? null;
}
