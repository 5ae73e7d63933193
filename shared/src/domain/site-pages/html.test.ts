import { describe, expect, it } from 'vitest';
import { sanitisedHtml } from './html';

describe('sanitisedHtml', () => {
  it('keeps allowed markup and escapes text', () => {
    expect(sanitisedHtml('<p>Fish &amp; chips <b>"daily"</b></p><ul><li>One</li></ul>')).toBe(
      '<p>Fish &amp; chips <b>&quot;daily&quot;</b></p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, handlers and unsafe links', () => {
    expect(sanitisedHtml('<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:x()">there</a></p>')).toBe(
      '<p>Hi there</p>',
    );
    expect(sanitisedHtml('<a href="https://example.com/?a=1&b=2">site</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow noopener">site</a>',
    );
  });
});
