// Dealer comments are HTML (spec: 000 §3 "dealercomments (HTML)"); the PDF prints them as plain text.
// Nothing here is rendered as HTML again, so the job is only to keep the words and the paragraph
// breaks: script and style elements go with their content, every other tag goes, block ends become
// line breaks, list items get a bullet, entities are decoded, runs of spaces collapse.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  deg: '°',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Dealer HTML as plain text: paragraphs and line breaks kept as new lines, list items bulleted,
 * scripts, styles and every other tag dropped, entities decoded.
 *
 * @example htmlToPlainText('<p>One <b>owner</b></p><ul><li>Tow bar</li></ul><script>x()</script>') // 'One owner\n• Tow bar'
 */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|iframe|noscript|template)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<\/(p|div|li|ul|ol|h[1-6]|tr|table|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>?/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
