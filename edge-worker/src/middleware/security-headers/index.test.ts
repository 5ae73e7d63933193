import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { contentSecurityPolicy, createNonce, securityHeaders } from './index';

function app() {
  const app = new Hono<AppEnv>();
  app.use(securityHeaders());
  app.get('/', (c) => c.text(c.get('nonce')));
  app.get('/own-policy', (c) => {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Content-Security-Policy', "default-src 'none'");
    return c.body(null, 204);
  });
  app.get('/fetched', () => Response.redirect('https://example.com/', 302));
  return app;
}

describe('createNonce', () => {
  it('encodes at least 16 random bytes as base64', () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(atob(nonce).length).toBeGreaterThanOrEqual(16);
    expect(atob(createNonce(8)).length).toBe(16);
    expect(createNonce()).not.toBe(nonce);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts and styles from self or with the nonce only', () => {
    expect(contentSecurityPolicy('abc')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; " +
        "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });
});

describe('securityHeaders', () => {
  it('puts the nonce on the context and in the CSP of the same response', async () => {
    const res = await app().request('/');
    const nonce = await res.text();
    expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy(nonce));
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(self)');
  });

  it('sends HSTS on https requests only', async () => {
    expect((await app().request('http://a.example/')).headers.get('Strict-Transport-Security')).toBeNull();
    expect((await app().request('https://a.example/')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000',
    );
  });

  it('keeps headers a route set on purpose', async () => {
    const res = await app().request('/own-policy');
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('adds headers to responses whose headers are immutable', async () => {
    const res = await app().request('/fetched');
    expect(res.status).toBe(302);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
