import { UNSAFE_DEALER_COMMENTS } from '@forecourt/demo/seed/comments';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('keeps paragraphs and line breaks as lines', () => {
    expect(htmlToPlainText('<p>One owner.</p><p>Full service<br>history.</p>')).toBe(
      'One owner.\nFull service\nhistory.',
    );
  });

  it('bullets list items', () => {
    expect(htmlToPlainText('<ul><li>Tow bar</li><li>Roof racks</li></ul>')).toBe('• Tow bar\n• Roof racks');
  });

  it('drops scripts and styles with their content, and every other tag', () => {
    expect(htmlToPlainText('<p>Hi</p><script>alert("x")</script><style>p{}</style><p>there</p>')).toBe('Hi\nthere');
    expect(htmlToPlainText('<p onclick="x()">A <strong>deal</strong></p><img src=x onerror=alert(1)>')).toBe('A deal');
    expect(htmlToPlainText('Unclosed <script>alert(1)')).toBe('Unclosed');
    expect(htmlToPlainText('a <b')).toBe('a');
  });

  it('cleans the seed’s hostile comments to their words', () => {
    const [scripted, handlers] = UNSAFE_DEALER_COMMENTS as [string, string];
    expect(htmlToPlainText(scripted)).toBe('Immaculate condition, must be seen!\nCall us today.');
    expect(htmlToPlainText(handlers)).toBe('Click here for a special price.');
  });

  it('decodes entities and collapses spaces', () => {
    expect(htmlToPlainText('Tom &amp; Jerry&nbsp;&nbsp;&#8211; &#x41;&lt;&gt; &unknown;')).toBe(
      'Tom & Jerry – A<> &unknown;',
    );
    expect(htmlToPlainText('  lots   of\t space  ')).toBe('lots of space');
  });

  it('answers empty text for markup without words', () => {
    expect(htmlToPlainText('<p> </p><br/>')).toBe('');
  });
});
