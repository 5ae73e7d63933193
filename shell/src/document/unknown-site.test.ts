import { describe, expect, it } from 'vitest';
import { renderUnknownSitePage } from './unknown-site';

describe('renderUnknownSitePage', () => {
  it('is a small valid document that names the address', () => {
    const html = renderUnknownSitePage('cars.example.com');
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en-AU">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Site not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<strong>cars.example.com</strong>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('escapes the host', () => {
    const html = renderUnknownSitePage('evil.example"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('evil.example&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('carries nothing that a strict CSP would block', () => {
    const html = renderUnknownSitePage('cars.example.com');
    expect(html).not.toMatch(/<script|<style|style=/);
  });
});
