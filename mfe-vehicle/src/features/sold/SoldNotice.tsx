import { ALL_STOCK_PATH } from '@forecourt/shared/stock/stock-link';
import { css } from '@forecourt/shared/styled-system/css';
import { SOLD_MESSAGE } from './text';

const styles = {
  root: css({ display: 'grid', gap: '3', justifyItems: 'start' }),
  tag: css({
    m: '0',
    px: '3',
    py: '1',
    borderWidth: 'thick',
    borderStyle: 'solid',
    borderColor: 'danger',
    borderRadius: 'sm',
    color: 'danger',
    fontWeight: 'bold',
    letterSpacing: '0.05em',
  }),
  message: css({ m: '0', fontSize: 'lg' }),
  link: css({ color: 'primary', fontWeight: 'semibold', textDecoration: 'underline' }),
};

/**
 * The sold view's notice (spec: 000 §4): the site's sold tag and "Like this and want something similar?".
 * The find-something-similar form (features/lead-forms) and the similar cars follow it on the page; the
 * link to the stock search is the way on that needs no JavaScript (the form's dialog does).
 * @example <SoldNotice tagText="JUST SOLD" />
 */
export function SoldNotice({ tagText }: { tagText: string }) {
  return (
    <div className={styles.root}>
      <p className={styles.tag}>{tagText}</p>
      <p className={styles.message}>{SOLD_MESSAGE}</p>
      <a className={styles.link} href={ALL_STOCK_PATH}>
        Browse our stock
      </a>
    </div>
  );
}
