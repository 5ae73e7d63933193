import { DEALER_LINK_REL, type DealerCommentNode } from '@forecourt/shared/vehicle/dealer-comments';
import type { ReactNode } from 'react';

type ElementNode = Extract<DealerCommentNode, { kind: 'element' }>;

function CommentElement({ node }: { node: ElementNode }) {
  if (node.tag === 'br') return <br />;
  const children = <CommentTree nodes={node.children} />;
  if (node.tag === 'a') {
    return (
      <a href={node.href} rel={DEALER_LINK_REL}>
        {children}
      </a>
    );
  }
  const Tag = node.tag;
  return <Tag>{children}</Tag>;
}

/**
 * A sanitised dealer comment as React elements (text is escaped by React; links get the dealer rel).
 * @example <CommentTree nodes={data.content.dealerComments.full} />
 */
export function CommentTree({ nodes }: { nodes: readonly DealerCommentNode[] }): ReactNode {
  return nodes.map((node, index) =>
    node.kind === 'text' ? (
      node.text
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the tree has no ids and never reorders; a node's position is its identity
      <CommentElement key={index} node={node} />
    ),
  );
}
