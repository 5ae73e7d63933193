import type { StatsCompilation } from '@rspack/core';

// Which shared modules an exposed module needs on its first load. A remote's mf-manifest.json lists
// every share key the build consumes, including those only its on-demand chunks (dialogs, viewers)
// use; a page's first visit loads the shell's files for the keys it needs at once, so the build records
// those per exposed module as `exposes[].initialShared` (bundle.ts), for the first-visit figures and
// byte budgets (first-visit.ts).

/** How the MF plugin names an exposed module's own chunk: `__federation_expose_<Name>`. */
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

/**
 * The share key of a consume-shared module, from its name in rspack's stats.
 * @example shareKeyOf('consume shared module (default) @forecourt/shared/ui/Dialog@* (strict)') // '@forecourt/shared/ui/Dialog'
 */
export function shareKeyOf(moduleName: string): string | null {
  const match = /^consume shared module \([^)]*\) (\S+)/.exec(moduleName);
  const request = match?.[1];
  if (!request) return null;
  const at = request.lastIndexOf('@');
  return at > 0 ? request.slice(0, at) : request;
}

/**
 * The share keys consumed by the chunks that hold any of `files` (an exposed module's synchronous
 * chunks and the container entry) and by the chunks the runtime loads with the expose's own chunk (its
 * siblings: the expose's chunk group), sorted. A share key that several exposes consume sits in a chunk
 * of its own that has no file (rspack emits nothing for a chunk of consume-shared modules alone): only
 * as a sibling does it count. Only the expose's own chunk: a chunk two exposes share has the siblings of
 * both.
 * @example initialSharedKeys(stats.toJson({ all: false, chunks: true, modules: true, ids: true }), ['remoteEntry.js', '__federation_expose_VehiclePage.1a2b.js'])
 */
export function initialSharedKeys(stats: StatsCompilation, files: readonly string[]): string[] {
  const wanted = new Set(files);
  const loaded = (stats.chunks ?? []).filter((chunk) => chunk.files?.some((file) => wanted.has(file)));
  const own = loaded.filter((chunk) => chunk.names?.some((name) => name.startsWith(EXPOSE_CHUNK_PREFIX)));
  const chunkIds = new Set([...loaded.map((chunk) => chunk.id), ...own.flatMap((chunk) => chunk.siblings ?? [])]);
  const keys = new Set<string>();
  for (const module of stats.modules ?? []) {
    if (module.moduleType !== 'consume-shared-module') continue;
    if (!module.chunks?.some((id) => chunkIds.has(id))) continue;
    const key = shareKeyOf(module.name ?? '');
    if (key) keys.add(key);
  }
  return [...keys].sort();
}
