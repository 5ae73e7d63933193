import { env } from 'cloudflare:workers';
import { seedFixtures } from '@forecourt/shared/server-kit/testing/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { gateway } from './http';

// Every response carries the security headers; HTML pages use the response's own CSP nonce.

beforeAll(() => seedFixtures(env));

function nonceOf(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const match = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(csp);
  if (!match?.[1]) throw new Error(`no script nonce in CSP: ${csp}`);
  return match[1];
}

describe('security headers', () => {
  it('sends the CSP and the other security headers on a page', async () => {
    const res = await gateway('/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = nonceOf(res);
    for (const directive of [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(self)');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await res.body?.cancel();
  });

  it('uses a fresh nonce of at least 16 bytes per response, the same one as in the HTML', async () => {
    const first = await gateway('/');
    const second = await gateway('/');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    expect(atob(a).length).toBeGreaterThanOrEqual(16);

    const html = await first.text();
    await second.body?.cancel();
    const nonces = [...html.matchAll(/<(?:script|style)\b[^>]*\bnonce="([^"]+)"/g)].map((match) => match[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([a]));
    // No inline script or style without the nonce.
    expect(html).not.toMatch(/<(?:script|style)\b(?![^>]*\bnonce=)(?![^>]*\bsrc=)[^>]*>/);
  });

  it('adds HSTS on https only', async () => {
    const res = await gateway('/robots.txt', { scheme: 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('covers API answers, errors and the unknown-site page too', async () => {
    for (const res of [
      await gateway('/api/session'),
      await gateway('/api/no-such-route'),
      await gateway('/no-such-page'),
      await gateway('/', { host: 'nobody.example.org' }),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await res.body?.cancel();
    }
  });

  it("keeps the headers a route set itself (media's own CSP and cache policy)", async () => {
    const res = await gateway('/media/v1/logo/alpha.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    await res.body?.cancel();
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await gateway('/robots.txt', { headers: { 'X-Request-Id': 'edge-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd');
    const replaced = await gateway('/robots.txt', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
