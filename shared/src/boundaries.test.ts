import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// @forecourt/shared is three parts, split by where they run (CONTEXT.md): the domain (pure rules and
// schemas: every runtime), the UI kit (React components, theme, device state: what Module Federation
// shares in the browser) and the remote kit (fragment Worker plumbing: Workers only). Each part may
// import only what its runtime has; these tests read every source file's imports and hold the line.

const SRC = import.meta.dirname;

/** Every non-test source file below `part`, with the modules it imports (static and dynamic). */
function importsOf(part: string): { file: string; specifiers: string[] }[] {
  const dir = join(SRC, part);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-support\.ts$|test-window\.ts$/.test(name))
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
      return { file: relative(SRC, join(dir, name)), specifiers };
    });
}

/** The imports of `part` that `allowed` refuses, as `file → specifier` lines (empty when clean). */
function refusedImports(part: string, allowed: (specifier: string) => boolean): string[] {
  return importsOf(part).flatMap(({ file, specifiers }) =>
    specifiers.filter((specifier) => !allowed(specifier)).map((specifier) => `${file} → ${specifier}`),
  );
}

const isRelative = (specifier: string) => specifier.startsWith('.');
const leavesPart = (specifier: string) => /^\.\.\/(\.\.\/)*(ui-kit|remote-kit|server-kit|domain)\b/.test(specifier);

describe('the domain (schemas and pure rules)', () => {
  it('imports only zod, the phone number library and itself: no React, no Hono, no I/O', () => {
    const allowed = (specifier: string) =>
      specifier === 'zod' ||
      specifier.startsWith('libphonenumber-js') ||
      (isRelative(specifier) && !leavesPart(specifier));
    expect(importsOf('domain').some(({ specifiers }) => specifiers.includes('zod'))).toBe(true); // the reader reads
    expect(refusedImports('domain', allowed)).toEqual([]);
  });

  it('calls no fetch and reads no clock: rules take `now` and their data as arguments', () => {
    const impure = importsOf('domain')
      .map(({ file }) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }))
      .filter(({ text }) => /^(?!\s*(\/\/|\*)).*\b(fetch\(|Date\.now\(\))/m.test(text))
      .map(({ file }) => file);
    expect(impure).toEqual([]);
  });
});

describe('the UI kit (components, theme, device state)', () => {
  it('never imports the Worker-only remote kit, Hono or the server renderer', () => {
    const allowed = (specifier: string) =>
      !specifier.startsWith('hono') &&
      !specifier.startsWith('react-dom/server') &&
      !specifier.includes('remote-kit') &&
      !specifier.includes('server-kit') &&
      !/^\.\.\/\.\.\/(remote-kit|server-kit)\b/.test(specifier);
    expect(refusedImports('ui-kit', allowed)).toEqual([]);
  });
});

describe('the remote kit (fragment Workers)', () => {
  it('never imports the UI kit: a fragment Worker renders with the remote’s own components', () => {
    const allowed = (specifier: string) =>
      !specifier.includes('ui-kit') && !/@forecourt\/shared\/(ui|theme|device)/.test(specifier);
    expect(refusedImports('remote-kit', allowed)).toEqual([]);
  });
});

describe('the server kit (every Worker’s API plumbing)', () => {
  it('imports the domain, Hono and zod, never React or the UI kit: it serves JSON, not pages', () => {
    const allowed = (specifier: string) =>
      specifier === 'zod' ||
      specifier.startsWith('hono') ||
      specifier.startsWith('vitest') ||
      /^\.\.\/(\.\.\/)?domain(\/|$)/.test(specifier) ||
      (isRelative(specifier) && !leavesPart(specifier));
    expect(refusedImports('server-kit', allowed)).toEqual([]);
  });
});

describe('the package root', () => {
  it('is the domain alone: importing @forecourt/shared brings no I/O function', async () => {
    const root = await import('@forecourt/shared');
    expect(Object.keys(root)).not.toContain('callApi');
    expect(Object.keys(root)).not.toContain('withinTimeout');
  });
});

describe('the remotes (vertical slices)', () => {
  const repo = join(SRC, '../..');
  const remotes = readdirSync(repo).filter((name) => name.startsWith('mfe-'));

  it('have no binding to the gateway: a slice reads its own data, or another slice’s through its RPC', () => {
    expect(remotes.length).toBeGreaterThan(0);
    const bound = remotes.flatMap((remote) =>
      readdirSync(join(repo, remote))
        .filter((name) => /^wrangler.*\.toml$/.test(name))
        .filter((name) =>
          /service = "forecourt-gateway"|binding = "API"/.test(readFileSync(join(repo, remote, name), 'utf8')),
        )
        .map((name) => `${remote}/${name}`),
    );
    expect(bound).toEqual([]);
  });
});
