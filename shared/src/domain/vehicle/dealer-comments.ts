// Dealer comments (spec: 000 §3 "dealercomments (HTML)", §4 "Dealer comments", §9 "Dealer comments 400
// characters"): the dealer's HTML, sanitised against an allow-list into a small tree the page renders
// with React (never as raw HTML), and that tree truncated to 400 characters of text. Zod-free and
// DOM-free: a tokenizer of its own, so the same code runs in the Worker and in tests.
//
// Allowed: p, br, strong, b, em, i, ul, ol, li, and a with an http(s), mailto or tel href (rendered
// with rel="nofollow noopener"). script, style, iframe and the like are dropped with their content;
// any other tag is dropped but its text kept; attributes other than a's href never pass. The tree
// keeps HTML's nesting rules (no p in p, no a in a, li only in a list) so the markup React renders
// parses back to the same tree in the browser.

/** spec: 000 §9 "Dealer comments 400 characters". */
export const DEALER_COMMENTS_TEXT_LIMIT = 400;

/** The `rel` every dealer link is rendered with. */
export const DEALER_LINK_REL = 'nofollow noopener';

export type DealerCommentTag = 'p' | 'br' | 'strong' | 'b' | 'em' | 'i' | 'ul' | 'ol' | 'li' | 'a';

/** A node of a sanitised comment: text, or an allowed element (a link carries its checked href). */
export type DealerCommentNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: Exclude<DealerCommentTag, 'a'>; children: DealerCommentNode[] }
  | { kind: 'element'; tag: 'a'; href: string; children: DealerCommentNode[] };

type ElementNode = Extract<DealerCommentNode, { kind: 'element' }>;

const ALLOWED_TAGS: ReadonlySet<string> = new Set<DealerCommentTag>([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
]);

/** Elements whose content is never text to show: dropped whole. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'title',
  'svg',
  'math',
]);

const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a URL is exactly what must be refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  deg: '\u00b0',
};

/**
 * Decodes the character references HTML text and attribute values use; an unknown one stays as written.
 * @example decodeEntities('Fish &amp; chips &#8211; &#x24;5') // "Fish & chips – $5"
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Record<string, string> }
  | { type: 'end'; name: string };

const TAG_NAME = /^[a-z][a-z0-9-]*/i;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name && !Object.hasOwn(attributes, name)) {
      attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    }
  }
  return attributes;
}

/** Where a tag starting at `from` (just after `<`) ends: the first `>` outside quotes. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/** Splits HTML into text, start and end tags; comments, doctypes and dropped elements' content vanish. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  let index = 0;
  const flushText = () => {
    if (text) tokens.push({ type: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (index < html.length) {
    const open = html.indexOf('<', index);
    if (open === -1) {
      text += html.slice(index);
      break;
    }
    text += html.slice(index, open);
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      index = close === -1 ? html.length : close + 3;
      continue;
    }
    const isEnd = html[open + 1] === '/';
    const nameMatch = TAG_NAME.exec(html.slice(isEnd ? open + 2 : open + 1));
    if (!nameMatch && html[open + 1] !== '!' && html[open + 1] !== '?') {
      // A lone "<" (e.g. "price < $20k") is text.
      text += '<';
      index = open + 1;
      continue;
    }
    const end = tagEnd(html, open + 1);
    if (end === -1) break; // an unclosed tag runs to the end: nothing after it is shown
    flushText();
    index = end + 1;
    if (!nameMatch) continue; // <!doctype …>, <?xml …?>
    const name = nameMatch[0].toLowerCase();
    if (isEnd) {
      tokens.push({ type: 'end', name });
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      const closing = new RegExp(`</${name}[\\s/>]`, 'i').exec(html.slice(index));
      index = closing ? index + closing.index + closing[0].length : html.length;
      if (closing && !closing[0].endsWith('>')) {
        const rest = tagEnd(html, index);
        index = rest === -1 ? html.length : rest + 1;
      }
      continue;
    }
    const source = html.slice(open + 1 + name.length, end);
    tokens.push({ type: 'start', name, attributes: attributesOf(source) });
  }
  flushText();
  return tokens;
}

/** The href a dealer link may keep: an http(s), mailto or tel URL without control characters; else null. */
export function safeHref(raw: string | undefined): string | null {
  const href = raw?.trim() ?? '';
  if (!href || CONTROL_CHARACTERS.test(href)) return null;
  return SAFE_HREF.test(href) ? href : null;
}

function lastIndexOfTag(stack: readonly ElementNode[], tags: readonly string[]): number {
  for (let index = stack.length - 1; index >= 0; index--) {
    if (tags.includes(stack[index]?.tag ?? '')) return index;
  }
  return -1;
}

/** Builds the tree from tokens, keeping only allowed elements and HTML's nesting rules. */
function buildTree(tokens: readonly Token[]): DealerCommentNode[] {
  const root: DealerCommentNode[] = [];
  const stack: ElementNode[] = [];
  const children = () => stack.at(-1)?.children ?? root;
  const closeFrom = (index: number) => {
    if (index >= 0) stack.length = index;
  };
  const closeParagraph = () => {
    const paragraph = lastIndexOfTag(stack, ['p']);
    if (paragraph > lastIndexOfTag(stack, ['li'])) closeFrom(paragraph);
  };

  for (const token of tokens) {
    if (token.type === 'text') {
      const text = token.text.replace(/\s+/g, ' ');
      const parent = stack.at(-1);
      const inListOnly = parent?.tag === 'ul' || parent?.tag === 'ol';
      if (text && !(inListOnly && text.trim() === '')) children().push({ kind: 'text', text });
      continue;
    }
    if (!ALLOWED_TAGS.has(token.name)) continue;
    const tag = token.name as DealerCommentTag;
    if (token.type === 'end') {
      if (tag === 'br') children().push({ kind: 'element', tag: 'br', children: [] });
      else closeFrom(lastIndexOfTag(stack, [tag]));
      continue;
    }
    let element: ElementNode;
    switch (tag) {
      case 'br':
        children().push({ kind: 'element', tag: 'br', children: [] });
        continue;
      case 'a': {
        const href = safeHref(token.attributes.href);
        if (href === null) continue; // no safe link: its text stays, unlinked
        closeFrom(lastIndexOfTag(stack, ['a']));
        element = { kind: 'element', tag: 'a', href, children: [] };
        break;
      }
      case 'p':
      case 'ul':
      case 'ol':
        closeParagraph();
        closeFrom(lastIndexOfTag(stack, ['a']));
        element = { kind: 'element', tag, children: [] };
        break;
      case 'li': {
        const list = lastIndexOfTag(stack, ['ul', 'ol']);
        if (list === -1) continue; // a stray li: its text stays
        const item = lastIndexOfTag(stack, ['li']);
        closeFrom(item > list ? item : list + 1);
        element = { kind: 'element', tag: 'li', children: [] };
        break;
      }
      default:
        element = { kind: 'element', tag, children: [] };
    }
    children().push(element);
    stack.push(element);
  }
  return pruneEmpty(root);
}

/** Drops elements left with no text (e.g. `<p></p>`, a link around a dropped image); keeps br. */
function pruneEmpty(nodes: readonly DealerCommentNode[]): DealerCommentNode[] {
  return nodes.flatMap((node): DealerCommentNode[] => {
    if (node.kind === 'text' || node.tag === 'br') return [node];
    const kept = pruneEmpty(node.children);
    return kept.some((child) => (child.kind === 'text' ? child.text.trim() !== '' : true))
      ? [{ ...node, children: kept }]
      : [];
  });
}

/** Plain text with line breaks (no markup at all): paragraphs at blank lines, br at single ones. */
function plainTextTree(text: string): DealerCommentNode[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => ({
      kind: 'element' as const,
      tag: 'p' as const,
      children: paragraph.split(/\r?\n/).flatMap((line, index): DealerCommentNode[] => {
        const text: DealerCommentNode = { kind: 'text', text: line.trim().replace(/\s+/g, ' ') };
        return index === 0 ? [text] : [{ kind: 'element', tag: 'br', children: [] }, text];
      }),
    }));
}

/**
 * The dealer's comment as a safe tree: allowed elements only, links with a safe href, script/style/
 * iframe content gone, every other attribute dropped. Plain text keeps its paragraphs. Empty when the
 * comment has no text.
 * @example sanitiseDealerComments('<p onclick="x()">Hi <script>alert(1)</script><b>there</b></p>')
 * // [{ kind: 'element', tag: 'p', children: [{ kind: 'text', text: 'Hi ' }, { kind: 'element', tag: 'b', children: [{ kind: 'text', text: 'there' }] }] }]
 */
export function sanitiseDealerComments(html: string | null | undefined): DealerCommentNode[] {
  if (!html?.trim()) return [];
  const tokens = tokenize(html);
  const hasMarkup = /<[a-z!/?]/i.test(html);
  if (!hasMarkup) return plainTextTree(tokens.map((token) => (token.type === 'text' ? token.text : '')).join(''));
  return buildTree(tokens);
}

/**
 * The characters of text a tree shows (whitespace as rendered: runs already collapsed to one space).
 * @example dealerCommentsTextLength(sanitiseDealerComments('<p>Hello <b>you</b></p>')) // 9
 */
export function dealerCommentsTextLength(nodes: readonly DealerCommentNode[]): number {
  return nodes.reduce(
    (total, node) => total + (node.kind === 'text' ? node.text.length : dealerCommentsTextLength(node.children)),
    0,
  );
}

/** Cuts text to at most `budget` characters, at a word boundary when one is near, with an ellipsis. */
function cutText(text: string, budget: number): string {
  const cut = text.slice(0, budget);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > budget - 20 && lastSpace > 0 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}\u2026`;
}

/**
 * The tree cut after `limit` characters of text, closing every element it is inside of (so no tag is
 * broken), with an ellipsis where it was cut; null when the whole comment fits.
 * @example truncateDealerComments(sanitiseDealerComments('<p>' + 'word '.repeat(100) + '</p>'), 400) // a p of ≤ 400 characters ending "…"
 */
export function truncateDealerComments(
  nodes: readonly DealerCommentNode[],
  limit: number = DEALER_COMMENTS_TEXT_LIMIT,
): DealerCommentNode[] | null {
  if (dealerCommentsTextLength(nodes) <= limit) return null;
  let budget = limit;
  const cut = (list: readonly DealerCommentNode[]): DealerCommentNode[] => {
    const kept: DealerCommentNode[] = [];
    for (const node of list) {
      if (budget <= 0) break;
      if (node.kind === 'text') {
        if (node.text.length <= budget) {
          kept.push(node);
          budget -= node.text.length;
        } else {
          kept.push({ kind: 'text', text: cutText(node.text, budget) });
          budget = 0;
        }
        continue;
      }
      const children = cut(node.children);
      if (children.length > 0 || node.tag === 'br') kept.push({ ...node, children });
    }
    return kept;
  };
  return cut(nodes);
}
