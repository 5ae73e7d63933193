import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths.ts';

// The gateway keeps only what production runs: the demo (seed, media drawings, partner simulators) lives
// in demo/, and the gateway's own code stays small enough to read. These checks fail when demo code
// creeps back in or the gateway outgrows its budget.

/**
 * Non-test lines the gateway's code may have (.ts/.tsx, without tests, test support and fixtures): the
 * platform only (issue 25: tenancy, sessions and sign-in, limits, security headers, the lead outbox,
 * composition and the shell document, the API proxy). Every domain's routes, loaders, queries and partners
 * are its slice's, in its remote's folder; 7,000 leaves the platform room without letting a domain back in.
 */
const GATEWAY_LINE_BUDGET = 7_000;

const GATEWAY = join(ROOT, 'edge-worker');

/**
 * The gateway's production source files: tests, test support (`edge-worker/test/`, `*.test-support.ts`:
 * suites and fakes only tests import) and fixtures left out.
 */
function productionFiles(dir = GATEWAY): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || path === join(GATEWAY, 'test') ? [] : productionFiles(path);
    const source =
      /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name) && !/fixture/.test(entry.name);
    return source ? [path] : [];
  });
}

function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

describe('the gateway holds only what production runs', () => {
  const files = productionFiles();

  it(`stays within ${GATEWAY_LINE_BUDGET.toLocaleString('en-AU')} non-test lines`, () => {
    const lines = files.reduce((sum, file) => sum + lineCount(readFileSync(file, 'utf8')), 0);
    expect(files.length).toBeGreaterThan(50);
    expect(lines).toBeLessThanOrEqual(GATEWAY_LINE_BUDGET);
  });

  it('imports no file of any remote, tests included: it learns the remotes from the release registry', () => {
    const everyFile = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : everyFile(path);
        return /\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const importsRemote = everyFile(GATEWAY).filter((file) =>
      /(?:from|import)\s*\(?\s*'(?:@forecourt\/mfe-|(?:\.\.\/)+mfe-)/.test(readFileSync(file, 'utf8')),
    );
    expect(importsRemote.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('imports nothing from the demo outside its tests', () => {
    const importsDemo = files.filter((file) =>
      /from '(@forecourt\/demo|(\.\.\/)+demo)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(importsDemo.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
