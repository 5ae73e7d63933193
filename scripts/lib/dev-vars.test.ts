import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { definedNames, ensureDevVars, GATEWAY_SECRETS, platformSecrets } from './dev-vars.ts';

describe('definedNames', () => {
  it('reads assignments and skips comments and blank lines', () => {
    expect(definedNames('# A=1\n\nB=2\n  C = x=y\nnot a line')).toEqual(new Set(['B', 'C']));
  });
});

describe('platformSecrets', () => {
  it("is the gateway's secrets and every remote's declared ones, the finance slice's own included", async () => {
    const secrets = await platformSecrets();
    expect(secrets.slice(0, GATEWAY_SECRETS.length)).toEqual([...GATEWAY_SECRETS]);
    for (const name of ['PAYMENTS_WEBHOOK_SECRET', 'DEALER_API_KEY', 'TRADE_IN_ACCEPT_SECRET']) {
      expect(secrets).toContain(name);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe('ensureDevVars', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fc-dev-vars-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the file with a random value for every secret', async () => {
    const path = join(dir, '.dev.vars');
    await ensureDevVars(path);
    const text = await readFile(path, 'utf8');
    const secrets = await platformSecrets();
    expect(definedNames(text)).toEqual(new Set(secrets));
    for (const name of secrets) expect(text).toMatch(new RegExp(`^${name}=[A-Za-z0-9_-]{43}$`, 'm'));

    const other = join(dir, 'other.vars');
    await ensureDevVars(other);
    expect(await readFile(other, 'utf8')).not.toBe(text);
  });

  it('keeps existing values and only adds what is missing', async () => {
    const path = join(dir, '.dev.vars');
    await writeFile(path, 'OTP_HMAC_KEY=mine\nOTHER=1');
    await ensureDevVars(path);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('OTP_HMAC_KEY=mine\nOTHER=1\nSESSION_SECRET=')).toBe(true);
    await ensureDevVars(path);
    expect(await readFile(path, 'utf8')).toBe(text);
  });
});
