import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { run, step } from './run.ts';

/** Debian's Chromium: the only browser the tests use (a test tool's own browser download is not possible here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's `chromium` package when it is missing. */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  step('Installing Chromium (Debian package)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    sudo.length
      ? run('sudo', ['apt-get', ...args])
      : run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', 'chromium']);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium was installed but ${CHROMIUM_PATH} is missing`);
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

/** Launches Debian's Chromium through playwright-core. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
