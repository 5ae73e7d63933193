import { describe, expect, it } from 'vitest';
import { escapeXml, fnv1a, mixHex, num, pathOf, shadeHex, svgDocument } from './svg';
import { rootAttributes, svgProblems } from './svg-check';

describe('svg helpers', () => {
  it('formats numbers to a tenth, without -0', () => {
    expect(num(12.345)).toBe('12.3');
    expect(num(-0.01)).toBe('0');
    expect(num(3)).toBe('3');
  });

  it('writes compact relative paths that land on the same points', () => {
    expect(
      pathOf([
        [0, 0],
        [10, 0],
        [10, 5],
        [3.26, -2.04],
      ]),
    ).toBe('M0 0l10 0 0 5-6.7-7z');
    expect(
      pathOf(
        [
          [1, 1],
          [2, 2],
        ],
        false,
      ),
    ).toBe('M1 1l1 1');
  });

  it('escapes markup and quotes', () => {
    expect(escapeXml(`<script>alert("x")&'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&amp;&#39;');
  });

  it('mixes and shades colours', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(shadeHex('#808080', 0.5)).toBe('#404040');
    expect(shadeHex('#808080', 2)).toBe('#ffffff');
  });

  it('hashes stably', () => {
    expect(fnv1a('car/suv/red')).toBe(fnv1a('car/suv/red'));
    expect(fnv1a('car/suv/red')).not.toBe(fnv1a('car/suv/blue'));
    expect(fnv1a('')).toBe('811c9dc5');
  });

  it('wraps a document with the scaled size and an escaped title', () => {
    const svg = svgDocument({ width: 300, viewWidth: 600, viewHeight: 400, title: 'A <b>', body: '<g/>' });
    expect(svgProblems(svg)).toEqual([]);
    expect(rootAttributes(svg)).toMatchObject({
      width: '300',
      height: '200',
      viewBox: '0 0 600 400',
      'aria-label': 'A &lt;b&gt;',
    });
  });
});

describe('svgProblems', () => {
  it('accepts well-formed SVG', () => {
    expect(
      svgProblems('<svg viewBox="0 0 1 1"><g fill="red"><path d="M0 0"/></g><text>a &amp; b</text></svg>'),
    ).toEqual([]);
  });

  it('finds unbalanced tags, stray ampersands and raw markup', () => {
    expect(svgProblems('<svg viewBox="0 0 1 1"><g></svg>')).toContain('</svg> closes <g>');
    expect(svgProblems('<svg x="1"><text>a & b</text></svg>')[0]).toMatch(/unescaped &/);
    expect(svgProblems('<svg x="1"><text><script>x</script></text></svg>')).toEqual([]);
    expect(svgProblems('<svg x="1"><text>1 < 2</text></svg>')[0]).toMatch(/malformed tag/);
    expect(svgProblems('<svg x="1"></svg><svg x="1"></svg>')).toContain('2 root elements');
  });
});
