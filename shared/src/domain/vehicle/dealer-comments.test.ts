import { describe, expect, it } from 'vitest';
import {
  DEALER_COMMENTS_TEXT_LIMIT,
  type DealerCommentNode,
  dealerCommentsTextLength,
  decodeEntities,
  safeHref,
  sanitiseDealerComments,
  truncateDealerComments,
} from './dealer-comments';

/** The tree back as HTML, to compare shapes briefly (escaping is React's job, not tested here). */
function html(nodes: readonly DealerCommentNode[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.tag === 'br') return '<br>';
      const href = node.tag === 'a' ? ` href="${node.href}"` : '';
      return `<${node.tag}${href}>${html(node.children)}</${node.tag}>`;
    })
    .join('');
}

const clean = (input: string) => html(sanitiseDealerComments(input));

describe('sanitiseDealerComments', () => {
  it('keeps the allowed elements and their text', () => {
    expect(clean('<p><strong>2021 HiLux</strong></p><p>One owner.</p><ul><li>Tow bar</li><li>Canopy</li></ul>')).toBe(
      '<p><strong>2021 HiLux</strong></p><p>One owner.</p><ul><li>Tow bar</li><li>Canopy</li></ul>',
    );
    expect(clean('A <b>bold</b>, <i>slanted</i> and <em>stressed</em> line<br/>and another')).toBe(
      'A <b>bold</b>, <i>slanted</i> and <em>stressed</em> line<br>and another',
    );
  });

  it("drops the seed's unsafe comments' script and event handlers", () => {
    expect(
      clean(
        '<p>Immaculate condition, must be seen!</p><script>alert("dealer comment xss")</script><p>Call us today.</p>',
      ),
    ).toBe('<p>Immaculate condition, must be seen!</p><p>Call us today.</p>');
    const tree = sanitiseDealerComments(
      '<p onclick="alert(\'dealer comment xss\')">Click here for a <strong>special price</strong>.</p><img src="x" onerror="alert(1)">',
    );
    expect(html(tree)).toBe('<p>Click here for a <strong>special price</strong>.</p>');
    expect(JSON.stringify(tree)).not.toMatch(/onclick|onerror|alert/);
  });

  it.each([
    ['<style>p{display:none}</style>Hello', 'Hello'],
    ['<iframe src="https://evil.example"></iframe>Hello', 'Hello'],
    ['<SCRIPT type="text/javascript">x()</SCRIPT >Hello', 'Hello'],
    ['<script>never closed', ''],
    ['<svg><script>alert(1)</script></svg>Hello', 'Hello'],
    ['<!-- <script>alert(1)</script> -->Hello', 'Hello'],
    ['<div class="x" style="color:red"><span>Hello</span></div>', 'Hello'],
    ['<p title="a > b">Hello</p>', '<p>Hello</p>'],
    ['<img src=x onerror=alert(1)//>', ''],
    ['<p>Hello<p>World', '<p>Hello</p><p>World</p>'],
    [
      '<a href="https://a.example">one<a href="https://b.example">two</a></a>',
      '<a href="https://a.example">one</a><a href="https://b.example">two</a>',
    ],
    ['<li>stray item</li>', 'stray item'],
    ['<ul><li>one<li>two</ul>', '<ul><li>one</li><li>two</li></ul>'],
    ['<p>before<ul><li>x</li></ul>after</p>', '<p>before</p><ul><li>x</li></ul>after'],
    ['</p></b>text', 'text'],
    ['price < $20k & > $10k', '<p>price < $20k & > $10k</p>'],
  ])('%s → %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('keeps links only to http(s), mailto and tel, with no other attribute', () => {
    expect(clean('<a href="https://dealer.example/x" target="_blank" onclick="x()">site</a>')).toBe(
      '<a href="https://dealer.example/x">site</a>',
    );
    expect(clean('<a href="mailto:sales@dealer.example">mail</a> <a href="tel:0733914400">call</a>')).toBe(
      '<a href="mailto:sales@dealer.example">mail</a> <a href="tel:0733914400">call</a>',
    );
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative/path',
      'https://ok.example/\u0000',
    ]) {
      expect(clean(`<a href="${hostile}">link</a>`), hostile).toBe('link');
    }
  });

  it('keeps plain text paragraphs and line breaks', () => {
    expect(clean('First paragraph\nsecond line.\n\nSecond paragraph.')).toBe(
      '<p>First paragraph<br>second line.</p><p>Second paragraph.</p>',
    );
  });

  it('decodes character references into text (React escapes on render)', () => {
    expect(clean('<p>Fish &amp; chips &lt;b&gt;</p>')).toBe('<p>Fish & chips <b></p>');
    expect(sanitiseDealerComments('<p>&lt;script&gt;</p>')).toEqual([
      { kind: 'element', tag: 'p', children: [{ kind: 'text', text: '<script>' }] },
    ]);
  });

  it('is empty for no comment or a comment with no text', () => {
    expect(sanitiseDealerComments(null)).toEqual([]);
    expect(sanitiseDealerComments('   ')).toEqual([]);
    expect(sanitiseDealerComments('<p> </p><script>x</script>')).toEqual([]);
  });
});

describe('decodeEntities and safeHref', () => {
  it('decodes named and numeric references, leaving unknown ones', () => {
    expect(decodeEntities('&#8211; &#x24; &nbsp;&copy2 &bogus;')).toBe('\u2013 $ \u00a0&copy2 &bogus;');
  });

  it('accepts only safe schemes', () => {
    expect(safeHref(' https://x.example ')).toBe('https://x.example');
    expect(safeHref('http://x.example')).toBe('http://x.example');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe('truncateDealerComments', () => {
  it('is null when the text fits in 400 characters', () => {
    const tree = sanitiseDealerComments(`<p>${'a'.repeat(DEALER_COMMENTS_TEXT_LIMIT)}</p>`);
    expect(truncateDealerComments(tree)).toBeNull();
  });

  it('cuts the text at 400 characters without breaking the tags around the cut', () => {
    const words = 'Well kept ute with a full service history. '.repeat(15);
    const tree = sanitiseDealerComments(
      `<p><strong>Intro</strong></p><ul><li>${words}</li><li>never shown</li></ul><p>gone</p>`,
    );
    const truncated = truncateDealerComments(tree);
    expect(truncated).not.toBeNull();
    const text = html(truncated ?? []);
    expect(text).toMatch(/^<p><strong>Intro<\/strong><\/p><ul><li>Well kept .*\u2026<\/li><\/ul>$/);
    expect(text).not.toContain('never shown');
    // At most 400 characters of the comment, plus the ellipsis; cut at a word boundary.
    expect(dealerCommentsTextLength(truncated ?? [])).toBeLessThanOrEqual(DEALER_COMMENTS_TEXT_LIMIT + 1);
    expect(text).toMatch(/\w\u2026/);
  });

  it('cuts inside a long word when there is no space near the limit', () => {
    const truncated = truncateDealerComments([{ kind: 'text', text: 'x'.repeat(500) }], 10);
    expect(truncated).toEqual([{ kind: 'text', text: `${'x'.repeat(10)}\u2026` }]);
  });
});
