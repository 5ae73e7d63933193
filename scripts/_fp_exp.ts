import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { remoteTargets, SHELL_PUBLIC_PATH, shellClientConfig } from '../rspack.config.ts';
import { PROVIDED_MODULES } from '../shell/src/client/shared-modules.ts';
import { firstVisitFiles, kib, servedBrotliSize } from './lib/first-visit.ts';
const OUT = '/tmp/fp/shell-out';
await rm(OUT, { recursive: true, force: true });
const config = shellClientConfig();
config.output = { ...config.output, path: `${OUT}/assets/shell` };
const stats: any = await new Promise((res, rej) => { const c = rspack(config); c.run((e, s) => (e || !s ? rej(e) : c.close(() => res(s)))); });
const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true });
const sharedFiles: Record<string, string[]> = {};
for (const chunk of json.chunks) for (const o of chunk.origins ?? []) { if (!(o.request in PROVIDED_MODULES)) continue; const l = (sharedFiles[o.request] ??= []); for (const f of chunk.files) { const u = `${SHELL_PUBLIC_PATH}${f}`; if (!l.includes(u)) l.push(u); } }
for (const target of (await remoteTargets()).filter((t) => t.channel === 'stable')) {
  const dir = String(target.config.output?.path);
  const manifest = JSON.parse(await readFile(resolve(dir, 'mf-manifest.json'), 'utf8'));
  for (const expose of manifest.exposes) {
    const files = firstVisitFiles({ publicDir: OUT, publicPath: SHELL_PUBLIC_PATH }, { dir, publicPath: String(target.config.output?.publicPath) }, manifest, expose.name, sharedFiles);
    let total = 0; const parts: string[] = [];
    for (const [url, path] of files) { const b = path.startsWith(OUT) ? await servedBrotliSize(`${path}.none`).catch(() => 0) : 0; const size = await servedBrotliSize(path.startsWith(OUT) ? path : path); total += size; parts.push(`${url.split('/').pop()}:${(size/1024).toFixed(1)}`); void b; }
    console.log(`${target.remote.name}/${expose.name}: ${kib(total)} in ${files.size} files${process.env.V ? `  ${parts.join(' ')}` : ''}`);
  }
}
