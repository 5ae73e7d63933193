import { DEALER_COMMENTS_PENDING } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';
import { ShowMoreButton } from '../show-more/ShowMoreButton';
import { useShowMore } from '../show-more/use-show-more';
import { CommentTree } from './CommentTree';
import type { DealerCommentsView } from './view';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  body: css({
    overflowWrap: 'anywhere',
    '& p': { m: '0', mb: '3' },
    '& ul, & ol': { m: '0', mb: '3', pl: '6' },
    '& a': { color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' },
  }),
  pending: css({ m: '0', color: 'mutedText' }),
};

/**
 * The dealer's comments (spec: 000 §4): the first 400 characters with a more/less toggle once
 * interactive, all of it without JavaScript; the pending text when there are none.
 * @example <DealerComments comments={data.dealerComments} />
 */
export function DealerComments({ comments }: { comments: DealerCommentsView | null }) {
  const headingId = useId();
  const bodyId = useId();
  const { collapsed, interactive, toggle } = useShowMore();
  const shown = comments && collapsed && comments.truncated ? comments.truncated : comments?.full;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Dealer comments
      </h2>
      {shown ? (
        <div id={bodyId} className={styles.body}>
          <CommentTree nodes={shown} />
        </div>
      ) : (
        <p className={styles.pending}>{DEALER_COMMENTS_PENDING}</p>
      )}
      {interactive && comments?.truncated && (
        <ShowMoreButton collapsed={collapsed} controls={bodyId} onToggle={toggle} more="Show more" less="Show less" />
      )}
    </section>
  );
}
