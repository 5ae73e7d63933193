import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';

// One catalogue tile (the pickers' brand and body tiles, the make list's makes): a picture, a label and
// a stock count, as a link where the tile leads somewhere, else as plain text.

const styles = {
  tile: css({
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'start',
    gap: '1',
    p: '4',
    height: '100%',
    bg: 'surface',
    color: 'text',
    borderRadius: 'lg',
    textAlign: 'center',
    textDecoration: 'none',
  }),
  link: css({ _hover: { textDecoration: 'underline' }, _focusVisible: { focusRing: 'outside' } }),
  label: css({ fontWeight: 'bold' }),
  count: css({ fontSize: 'sm', color: 'mutedText' }),
};

/**
 * @example <Tile href="/brands/toyota" picture={<img … />} label="Toyota" countText="12 in stock" />
 */
export function Tile({
  href,
  picture,
  label,
  countText,
}: {
  /** Null: the tile leads nowhere (plain text). */
  href: string | null;
  /** Decorative (the label names the tile); null: none. */
  picture: ReactNode;
  label: string;
  countText: string;
}) {
  const content = (
    <>
      {picture}
      <span className={styles.label}>{label}</span>
      <span className={styles.count}>{countText}</span>
    </>
  );
  return href ? (
    <a className={`${styles.tile} ${styles.link}`} href={href}>
      {content}
    </a>
  ) : (
    <div className={styles.tile}>{content}</div>
  );
}
