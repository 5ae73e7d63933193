import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

// `npm run new-remote -- <name>`: a working vertical slice in mfe-<name>/, from scripts/remote-template
// (a page with a server-rendered island and its loader, a JSON API route, a table with its migration, and
// their tests). Template files end in `.tmpl` so no tool checks them as code; `{{kebab}}`, `{{snake}}`,
// `{{camel}}`, `{{Pascal}}` and `{{Title}}` are the new name's spellings, in paths as in contents.

/** Where the template lives. */
export const TEMPLATE_DIR = resolve(import.meta.dirname, '../../remote-template');

const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A remote name's spellings, as the template uses them. */
export interface RemoteNames {
  kebab: string;
  snake: string;
  camel: string;
  Pascal: string;
  Title: string;
}

/**
 * The spellings of a remote's name, or the reason it is refused.
 * @example remoteNames('used-cars') // → { kebab: 'used-cars', snake: 'used_cars', camel: 'usedCars', Pascal: 'UsedCars', Title: 'Used cars' }
 */
export function remoteNames(name: string): RemoteNames | { problem: string } {
  if (!REMOTE_NAME.test(name)) {
    return { problem: `"${name}" is not a name in kebab case (lower-case letters and digits, words joined by -)` };
  }
  if (name === 'mfe' || name.startsWith('mfe-')) return { problem: `name it without "mfe-": the folder is mfe-<name>` };
  const words = name.split('-');
  const capitalised = words.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`);
  return {
    kebab: name,
    snake: words.join('_'),
    camel: `${words[0]}${capitalised.slice(1).join('')}`,
    Pascal: capitalised.join(''),
    Title: `${capitalised[0]}${words.slice(1).length > 0 ? ` ${words.slice(1).join(' ')}` : ''}`,
  };
}

function fill(text: string, names: RemoteNames): string {
  return text.replace(/\{\{(kebab|snake|camel|Pascal|Title)\}\}/g, (_, key: keyof RemoteNames) => names[key]);
}

/** A template file's path in the new remote: `.tmpl` dropped, the name's spellings filled in (`{{Pascal}}Page.tsx`). */
function targetPath(templatePath: string, names: RemoteNames): string {
  return fill(templatePath.replace(/\.tmpl$/, ''), names);
}

async function templateFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tmpl'))
    .map((entry) => relative(TEMPLATE_DIR, resolve(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Writes mfe-<name>/ under `root` from the template; returns the folder and the files written. Throws
 * when the name is refused or the folder exists.
 * @example await scaffoldRemote(ROOT, 'offers') // → { folder: 'mfe-offers', files: ['remote.ts', …] }
 */
export async function scaffoldRemote(root: string, name: string): Promise<{ folder: string; files: string[] }> {
  const names = remoteNames(name);
  if ('problem' in names) throw new Error(names.problem);
  const folder = `mfe-${names.kebab}`;
  if (existsSync(resolve(root, folder))) throw new Error(`${folder} exists already`);
  const files: string[] = [];
  for (const file of await templateFiles(TEMPLATE_DIR)) {
    const target = targetPath(file, names);
    const destination = resolve(root, folder, target);
    await mkdir(dirname(destination), { recursive: true });
    await writeFile(destination, fill(await readFile(resolve(TEMPLATE_DIR, file), 'utf8'), names));
    files.push(target);
  }
  return { folder, files };
}
