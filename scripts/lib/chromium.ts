import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { run, step } from './run.ts';

/**
 * Debian's Chromium, the whole browser (package `chromium`): what Lighthouse and the bench measure, a visitor's
 * Chromium. A test tool's own browser download is not possible here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`, built from the same source
 * package at the same version: `ensureChromium` holds them to it): what the journeys drive. The same Blink and V8,
 * without the browser's windows and display compositor, which a page in the whole browser's headless mode runs as
 * well: a page loaded cost a third of the CPU (the home page 142 ms against 480, measured alone), and the journeys'
 * Chromium ~150 CPU-s against ~300 (issue 27). Playwright's own headless default is this shell.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Each browser the tests and the bench run, by the Debian package that installs it. */
const BROWSERS = [
  { path: CHROMIUM_PATH, debianPackage: 'chromium' },
  { path: HEADLESS_SHELL_PATH, debianPackage: 'chromium-headless-shell' },
] as const;

/**
 * Installs Debian's `chromium` and `chromium-headless-shell` packages when either is missing, and refuses two
 * different versions: the journeys prove in the shell what a visitor's Chromium of that version does.
 */
export async function ensureChromium(): Promise<void> {
  const missing = BROWSERS.filter((browser) => !existsSync(browser.path));
  if (missing.length > 0) {
    const packages = missing.map((browser) => browser.debianPackage);
    step(`Installing ${packages.join(' and ')} (Debian packages)`);
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args: string[]) =>
      sudo.length
        ? run('sudo', ['apt-get', ...args])
        : run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    await apt(['update', '-qq']);
    await apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
    for (const browser of missing) {
      if (!existsSync(browser.path))
        throw new Error(`${browser.debianPackage} was installed but ${browser.path} is missing`);
    }
  }
  const [whole, shell] = await Promise.all(BROWSERS.map((browser) => chromiumVersion(browser.path)));
  if (whole !== shell) {
    throw new Error(
      `Chromium ${whole} and its headless shell ${shell} differ: install both Debian packages at one version (apt-get install chromium chromium-headless-shell)`,
    );
  }
}

/** The version a Chromium binary reports, e.g. "156.0.8078.108". */
async function chromiumVersion(path: string): Promise<string> {
  const { stdout } = await promisify(execFile)(path, ['--version']);
  return /(\d+(?:\.\d+){3})/.exec(stdout)?.[1] ?? stdout.trim();
}

/** Flags that keep Debian's Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Debian's Chromium, the whole browser, through playwright-core (the bench). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Launches Debian's headless shell of the same Chromium through playwright-core (the journeys). */
export function launchHeadlessShell(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
}
