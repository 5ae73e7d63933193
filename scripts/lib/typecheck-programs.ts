import { resolve } from 'node:path';
import ts from 'typescript';

// Checking projects with fewer compiler programs, each file exactly as `tsc -p` checks it. Projects
// whose compiler options are identical go to one process, which parses every file once for all of them
// (a source file depends on nothing but itself and the options). Within it, projects whose programs also
// see the same global declarations (lib and @types files, scripts, `declare global` and module
// augmentations such as a test's `Cloudflare.Env`) are checked as one program: a file there is checked
// under the same options and the same globals as in its own project, so it passes or fails the same,
// once instead of once per project. Projects whose globals differ (each remote's Worker tests declare
// their own bindings) keep a program each.

/** A project's compiler options and root files, read as `tsc -p` reads them. */
export function readProject(root: string, project: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, project),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${project}`);
  return parsed;
}

/** The options that decide how a file is checked: all of them but the config file's own path. */
function optionsKey(options: ts.CompilerOptions): string {
  const { configFilePath: _path, ...checking } = options;
  return JSON.stringify(checking, Object.keys(checking).sort());
}

/**
 * The projects, grouped by identical compiler options, largest group first.
 * @example sameOptions(ROOT, ['mfe-a/tsconfig.browser.json', 'edge-worker/tsconfig.json', 'mfe-b/tsconfig.browser.json'])
 *   // → [['mfe-a/tsconfig.browser.json', 'mfe-b/tsconfig.browser.json'], ['edge-worker/tsconfig.json']]
 */
export function sameOptions(root: string, projects: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const project of projects) {
    const key = optionsKey(readProject(root, project).options);
    groups.set(key, [...(groups.get(key) ?? []), project]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

/** The files of a program that add to the global scope, whichever of its files uses them. */
export function globalDeclarationFiles(program: ts.Program): string[] {
  return program
    .getSourceFiles()
    .filter((file) => {
      if (file.fileName.endsWith('.json')) return false;
      const augmentations = (file as ts.SourceFile & { moduleAugmentations?: readonly unknown[] }).moduleAugmentations;
      return !ts.isExternalModule(file) || (augmentations?.length ?? 0) > 0;
    })
    .map((file) => file.fileName)
    .sort();
}

export interface ProjectResult {
  project: string;
  passed: boolean;
  /** What `tsc -p project` would print. */
  output: string;
}

/**
 * Checks projects that share compiler options (see `sameOptions`), as few programs as their globals allow.
 * @example checkSameOptions(ROOT, ['mfe-a/tsconfig.browser.json', 'mfe-b/tsconfig.browser.json'])
 *   // → [{ project: 'mfe-a/tsconfig.browser.json', passed: true, output: '' }, …]
 */
export function checkSameOptions(root: string, projects: string[]): ProjectResult[] {
  const parsedFiles = new Map<string, ts.SourceFile | undefined>();
  const programs = new Map<string, ts.Program>();
  const firstOptions = readProject(root, projects[0] ?? '').options;
  const host = ts.createCompilerHost(firstOptions);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!parsedFiles.has(fileName)) parsedFiles.set(fileName, parse(fileName, languageVersion, onError, shouldCreate));
    return parsedFiles.get(fileName);
  };
  const readAll = new Map(projects.map((project) => [project, readProject(root, project)]));
  const byGlobals = new Map<string, string[]>();
  for (const [project, parsed] of readAll) {
    if (optionsKey(parsed.options) !== optionsKey(firstOptions)) throw new Error(`${project}: other compiler options`);
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
    programs.set(project, program);
    const key = globalDeclarationFiles(program).join('\n');
    byGlobals.set(key, [...(byGlobals.get(key) ?? []), project]);
  }
  const format: ts.FormatDiagnosticsHost = {
    getCurrentDirectory: () => process.cwd(),
    getCanonicalFileName: (fileName) => fileName,
    getNewLine: () => '\n',
  };
  const results: ProjectResult[] = [];
  for (const group of byGlobals.values()) {
    const checked =
      group.length === 1
        ? (programs.get(group[0] ?? '') as ts.Program)
        : ts.createProgram({
            rootNames: group.flatMap((project) => readAll.get(project)?.fileNames ?? []),
            options: firstOptions,
            host,
          });
    const diagnostics = [
      ...group.flatMap((project) => readAll.get(project)?.errors ?? []),
      ...ts.getPreEmitDiagnostics(checked),
    ];
    for (const project of group) {
      const own = programs.get(project) as ts.Program;
      // As `tsc -p project` reports: the errors in the files its own program holds, and those of no file.
      const mine = diagnostics.filter((diagnostic) => !diagnostic.file || own.getSourceFile(diagnostic.file.fileName));
      results.push({ project, passed: mine.length === 0, output: ts.formatDiagnostics(mine, format) });
    }
  }
  return results;
}
