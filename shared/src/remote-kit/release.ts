import { z } from 'zod';
import { RemoteBuildSchema, RemoteStylesheetSchema } from '../domain/fragment/contract';
import { ChannelSchema } from '../domain/releases/registry';
import type { AssetsBinding } from './bindings';

// Which release a remote's Worker is. The build writes `dist/<channel>/release.json` next to the client files
// it deploys with, so the version a fragment names is the version of the client files this very Worker
// serves — one source of truth, no version constant to keep in step.

/** `dist/<channel>/release.json`, as the build writes it. */
export const ReleaseSchema = z.object({
  name: RemoteBuildSchema.shape.name,
  version: RemoteBuildSchema.shape.version,
  channel: ChannelSchema,
  manifestUrl: RemoteBuildSchema.shape.manifestUrl,
  /** The build's own stylesheets; a fragment names them (absent in a build that has none). */
  stylesheets: z.array(RemoteStylesheetSchema).default([]),
  builtAt: z.string(),
});
export type Release = z.infer<typeof ReleaseSchema>;

/** Where the asset binding serves release.json (any host works for an assets binding). */
export const RELEASE_URL = 'https://assets.local/release.json';

/**
 * A reader of this Worker's release.json that fetches it once per isolate (a Worker's assets never
 * change while it runs). A failed read is not cached, so the next request tries again.
 * @example const release = releaseReader(federation.name); const { version } = await release(env.ASSETS);
 */
export function releaseReader(expectedName: string): (assets: AssetsBinding) => Promise<Release> {
  let cached: Promise<Release> | undefined;
  return (assets) => {
    cached ??= readRelease(assets, expectedName).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}

async function readRelease(assets: AssetsBinding, expectedName: string): Promise<Release> {
  const response = await assets.fetch(RELEASE_URL);
  if (!response.ok) throw new Error(`release.json: the assets answered ${response.status}`);
  const release = ReleaseSchema.parse(await response.json());
  if (release.name !== expectedName) {
    throw new Error(`release.json names ${release.name}, not ${expectedName}: wrong assets directory?`);
  }
  return release;
}
