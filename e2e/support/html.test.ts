import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { control, landmark, linkNamed } from './html.ts';

// The journeys that read server HTML find its parts by role and accessible name as Chromium would; a
// part that is missing, or only named something close, must fail the journey rather than match.

const { document } = parseHTML(`<html><body>
  <nav aria-label="Main"><a href="/models">Models</a></nav>
  <section aria-labelledby="title"><h2 id="title">Browse by brand</h2><a href="/brands/kia"> View Kia stock </a></section>
  <section aria-label="Makes"><a href="/makes">All</a></section>
</body></html>`);

describe('landmark', () => {
  it('finds a region named by aria-label or by the element aria-labelledby names, exactly', () => {
    expect(landmark(document, 'region', 'Makes').querySelector('a')?.getAttribute('href')).toBe('/makes');
    expect(landmark(document, 'region', 'Browse by brand').querySelector('h2')?.id).toBe('title');
    expect(landmark(document, 'navigation', 'Main').textContent).toBe('Models');
  });

  it('fails for a name only close to one, or a landmark of another role', () => {
    expect(() => landmark(document, 'region', 'Browse by')).toThrow("no region named 'Browse by'");
    expect(() => landmark(document, 'navigation', 'Makes')).toThrow("no navigation named 'Makes'");
  });
});

describe('linkNamed', () => {
  it('finds a link by its whole text and fails for part of it', () => {
    expect(linkNamed(document, 'View Kia stock').getAttribute('href')).toBe('/brands/kia');
    expect(() => linkNamed(document, 'View Kia')).toThrow("no link named 'View Kia'");
  });
});

describe('control', () => {
  const form = parseHTML(`<form>
    <label for="first">First name</label><input id="first" name="name">
    <label>Dealership <select name="dealership_slug"><option value="">Please choose</option></select></label>
    <label for="message">Tell us about yourself and the role you are after</label><textarea id="message" name="message"></textarea>
  </form>`).document;

  it('finds a control by its label, by for= or around it, its options not part of the name', () => {
    expect(control(form, 'First name').getAttribute('name')).toBe('name');
    expect(control(form, 'Dealership').getAttribute('name')).toBe('dealership_slug');
  });

  it('fails for a label only part of one, as a field whose label changed must fail its journey', () => {
    expect(() => control(form, 'Tell us about yourself')).toThrow("no control labelled 'Tell us about yourself'");
    expect(() => control(form, 'Dealership Please choose')).toThrow();
  });
});
