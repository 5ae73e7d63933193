import { describe, expect, it } from 'vitest';
import { drawLogoSvg, initialsOf } from './draw-logo';
import { rootAttributes, svgProblems } from './svg-check';

describe('drawLogoSvg', () => {
  it('draws a well-formed 3:1 wordmark with a monogram', () => {
    const svg = drawLogoSvg({ slug: 'tenant-harbourcity', text: 'Harbour City', width: 240 });
    expect(svgProblems(svg)).toEqual([]);
    expect(rootAttributes(svg)).toMatchObject({ viewBox: '0 0 240 80', width: '240', height: '80' });
    expect(svg).toContain('>Harbour City</text>');
    expect(svg).toContain('>HC</text>');
  });

  it('escapes the wordmark text everywhere it appears', () => {
    const svg = drawLogoSvg({ slug: 'x', text: '<script>alert("x")</script> & co', width: 240 });
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co');
  });

  it('picks the badge colour from the slug, deterministically', () => {
    const a = drawLogoSvg({ slug: 'toyota', text: 'Toyota', width: 240 });
    expect(a).toBe(drawLogoSvg({ slug: 'toyota', text: 'Toyota', width: 240 }));
    const badge = (svg: string) => /<rect[^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    const colours = new Set(
      ['toyota', 'mazda', 'ford', 'kia', 'holden', 'isuzu', 'jayco'].map((slug) =>
        badge(drawLogoSvg({ slug, text: slug, width: 240 })),
      ),
    );
    expect(colours.size).toBeGreaterThan(2);
  });

  it('squeezes long names to fit', () => {
    const svg = drawLogoSvg({ slug: 'long', text: 'Greater Western Sydney Commercial Vehicle Centre', width: 480 });
    const length = Number(/textLength="([\d.]+)"/.exec(svg)?.[1]);
    expect(length).toBeLessThanOrEqual(156);
    expect(rootAttributes(svg)).toMatchObject({ width: '480', height: '160' });
  });
});

describe('initialsOf', () => {
  it('takes up to two initials of letters and digits', () => {
    expect(initialsOf('Harbour City Motors')).toBe('HC');
    expect(initialsOf('toyota')).toBe('T');
    expect(initialsOf('"<>" 4x4 Centre')).toBe('4C');
    expect(initialsOf('***')).toBe('?');
    expect(initialsOf('Ünter Été')).toBe('ÜÉ');
  });
});
