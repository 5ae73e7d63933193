import { rspack } from '@rspack/core';
import config from '../../rspack.config.ts';
import { step } from './run.ts';

/** Builds every browser bundle (rspack.config.ts) into dist/public. */
export async function build(): Promise<void> {
  step('Building client bundles');
  const compiler = rspack(config);
  const stats = await new Promise<import('@rspack/core').MultiStats>((resolveBuild, reject) => {
    compiler.run((error, result) =>
      error || !result ? reject(error ?? new Error('no build result')) : resolveBuild(result),
    );
  });
  await new Promise<void>((resolveClose) => compiler.close(() => resolveClose()));
  if (stats.hasErrors()) {
    console.error(stats.toString({ colors: false, all: false, errors: true }));
    throw new Error('client build failed');
  }
  console.log(stats.toString({ colors: false, all: false, assets: true, errors: true, warnings: true }));
}
