import { DEALER_LINK_REL, type DealerCommentNode } from '@forecourt/shared/vehicle/dealer-comments';
import type { ReactNode } from 'react';

// An offer description's safe tree (shared offers/text: the dealer-comments sanitiser) as React
// elements: React escapes the text, links carry the dealer rel, nothing else is ever raw HTML.

function render(node: DealerCommentNode, key: number): ReactNode {
  if (node.kind === 'text') return node.text;
  if (node.tag === 'br') return <br key={key} />;
  const children = node.children.map(render);
  if (node.tag === 'a') {
    return (
      <a key={key} href={node.href} rel={DEALER_LINK_REL}>
        {children}
      </a>
    );
  }
  const Tag = node.tag;
  return <Tag key={key}>{children}</Tag>;
}

/**
 * The sanitised description.
 * @example <OfferText nodes={card.description.full} />
 */
export function OfferText({ nodes }: { nodes: readonly DealerCommentNode[] }): ReactNode {
  return nodes.map(render);
}
