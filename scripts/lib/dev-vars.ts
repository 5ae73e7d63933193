import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadDeclarations } from '../../remote-folders.ts';
import { ROOT } from './paths.ts';

// Local secrets for `wrangler dev`: wrangler reads `.dev.vars` beside the root wrangler.toml, and each
// remote's run config gets the secrets its declaration names from it (run-configs.ts). The file is
// gitignored and made here with random values the first time, so no secret is ever committed. Deployed
// Workers get theirs with `wrangler secret put <NAME>`.

/** The gateway's secrets (edge-worker/src/env.ts): the one-time-code HMAC key, the cookie-signing key, the dealer key. */
export const GATEWAY_SECRETS = ['OTP_HMAC_KEY', 'SESSION_SECRET', 'DEALER_API_KEY'] as const;

/**
 * Every secret a local platform needs: the gateway's, then each remote's declared `secrets` (remote.ts).
 * @example await platformSecrets(); // ['OTP_HMAC_KEY', 'SESSION_SECRET', 'PAYMENTS_WEBHOOK_SECRET', …]
 */
export async function platformSecrets(root: string = ROOT): Promise<string[]> {
  const remotes = await loadDeclarations(root);
  return [...new Set([...GATEWAY_SECRETS, ...remotes.flatMap((remote) => remote.secrets ?? [])])];
}

/** Where wrangler dev looks for the gateway's local secrets. */
export const DEV_VARS_PATH = resolve(ROOT, '.dev.vars');

/**
 * The names a `.dev.vars` text already defines.
 *
 * @example definedNames('A=1\n# B=2\nC = 3'); // Set { 'A', 'C' }
 */
export function definedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (match?.[1]) names.add(match[1]);
  }
  return names;
}

/**
 * Makes sure `.dev.vars` defines every secret of the platform ({@link platformSecrets}), appending a fresh
 * random value (32 bytes, base64url) for each one missing and leaving the others as they are. Idempotent.
 *
 * @example await ensureDevVars(); // before `wrangler dev`
 */
export async function ensureDevVars(path = DEV_VARS_PATH): Promise<void> {
  const existing = await readFile(path, 'utf8').catch(() => '');
  const defined = definedNames(existing);
  const missing = (await platformSecrets()).filter((name) => !defined.has(name));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString('base64url')}`);
  const prefix = existing === '' ? '# Local secrets for wrangler dev (generated; gitignored).\n' : '';
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  await writeFile(path, `${existing}${separator}${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
}

/**
 * The values `.dev.vars` defines (for a remote's run config, or a simulator that must share a secret with a Worker).
 *
 * @example await readDevVars(); // { OTP_HMAC_KEY: '…', … }
 */
export async function readDevVars(path = DEV_VARS_PATH): Promise<Record<string, string>> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').trim();
  }
  return values;
}
