import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ROOT } from './paths.ts';

// Local secrets for `wrangler dev`: wrangler reads `.dev.vars` beside the root wrangler.toml. The file
// is gitignored and made here with random values the first time, so no secret is ever committed.
// Deployed gateways get theirs with `wrangler secret put <NAME>`.

/**
 * The gateway's secrets (edge-worker/src/env.ts): the one-time-code HMAC key, the cookie-signing key, the
 * payments webhook secret and the dealer key that releases reservations.
 */
export const GATEWAY_SECRETS = ['OTP_HMAC_KEY', 'SESSION_SECRET', 'PAYMENTS_WEBHOOK_SECRET', 'DEALER_API_KEY'] as const;

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
 * Makes sure `.dev.vars` defines every gateway secret, appending a fresh random value (32 bytes,
 * base64url) for each one missing and leaving the others as they are. Idempotent.
 *
 * @example await ensureDevVars(); // before `wrangler dev`
 */
export async function ensureDevVars(path = DEV_VARS_PATH): Promise<void> {
  const existing = await readFile(path, 'utf8').catch(() => '');
  const defined = definedNames(existing);
  const missing = GATEWAY_SECRETS.filter((name) => !defined.has(name));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString('base64url')}`);
  const prefix = existing === '' ? '# Local secrets for wrangler dev (generated; gitignored).\n' : '';
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  await writeFile(path, `${existing}${separator}${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
}

/**
 * The values `.dev.vars` defines (for a simulator that must share a secret with the gateway).
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
