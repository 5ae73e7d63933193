import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack, type StatsCompilation, type StatsModule } from '@rspack/core';
import { shellClientConfig } from '../rspack.config.ts';

// Where the shell's client bytes go: builds the shell's client once more, into a scratch folder, with
// module concatenation off (so every module is its own row), and prints each chunk's modules by size
// before minification, largest first. Sizes rank modules; the first-visit figures (`npm run build`) are
// what counts. Run with Node itself: `node bench/shell-chunks.ts [chunk-name-part]`, e.g. `islands`.

/** One module of one chunk: the file it is in, its size before minification, its path. */
interface Row {
  file: string;
  size: number;
  name: string;
}

/** Every leaf module with each chunk file that holds it. */
export function moduleRows(stats: StatsCompilation): Row[] {
  const files = new Map((stats.chunks ?? []).map((chunk) => [chunk.id, (chunk.files ?? []).join(', ')]));
  const rows: Row[] = [];
  const walk = (module: StatsModule, chunks: readonly (string | number)[]) => {
    if (module.modules?.length) for (const inner of module.modules) walk(inner, chunks);
    else {
      for (const id of chunks) {
        rows.push({ file: files.get(id) ?? String(id), size: module.size ?? 0, name: module.name ?? '?' });
      }
    }
  };
  for (const module of stats.modules ?? []) walk(module, module.chunks ?? []);
  return rows.sort((a, b) => a.file.localeCompare(b.file) || b.size - a.size);
}

if (import.meta.main) {
  const only = process.argv[2] ?? '';
  const outDir = await mkdtemp(join(tmpdir(), 'fc-shell-chunks-'));
  const config = shellClientConfig();
  config.output = { ...config.output, path: outDir };
  config.optimization = { ...config.optimization, concatenateModules: false };
  const compiler = rspack(config);
  try {
    const stats = await new Promise<StatsCompilation>((resolve, reject) =>
      compiler.run((error, result) =>
        error || !result
          ? reject(error ?? new Error('no build result'))
          : resolve(result.toJson({ all: false, chunks: true, modules: true, ids: true })),
      ),
    );
    let current = '';
    for (const row of moduleRows(stats)) {
      if (!row.file.includes(only)) continue;
      if (row.file !== current) {
        current = row.file;
        console.log(`\n${current}`);
      }
      console.log(`  ${String(row.size).padStart(8)}  ${row.name}`);
    }
  } finally {
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    await rm(outDir, { recursive: true, force: true });
  }
}
