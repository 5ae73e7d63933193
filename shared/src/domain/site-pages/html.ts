import { DEALER_LINK_REL, type DealerCommentNode, sanitiseDealerComments } from '../vehicle/dealer-comments';

// A site page's HTML as the browser gets it: the dealer's markup through the same allow-list sanitiser
// as dealer comments (paragraphs, lists, emphasis, safe links), then written back out as markup. The
// shell renders pages on the server only, so a string is all it needs; nothing the dealer wrote reaches
// the page except the text and the allowed tags.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);
}

function nodeHtml(node: DealerCommentNode): string {
  if (node.kind === 'text') return escapeText(node.text);
  if (node.tag === 'br') return '<br>';
  const inner = node.children.map(nodeHtml).join('');
  if (node.tag === 'a') return `<a href="${escapeText(node.href)}" rel="${DEALER_LINK_REL}">${inner}</a>`;
  return `<${node.tag}>${inner}</${node.tag}>`;
}

/**
 * The dealer's HTML, sanitised and serialised: only allowed elements, links with a safe href.
 * @example sanitisedHtml('<p onclick="x()">Hi <script>alert(1)</script></p>') // '<p>Hi </p>'
 */
export function sanitisedHtml(html: string): string {
  return sanitiseDealerComments(html).map(nodeHtml).join('');
}
