import { css } from '@forecourt/shared/styled-system/css';
import type { Breadcrumb } from './view';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '1', m: '0', p: '0', listStyle: 'none', fontSize: 'sm' }),
  item: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    color: 'mutedText',
    '&:not(:last-child)::after': { content: '"/"', px: '1', color: 'mutedText' },
  }),
  link: css({ color: 'primary', textDecoration: 'underline', textUnderlineOffset: '2px' }),
  current: css({ color: 'text', fontWeight: 'semibold' }),
};

/**
 * The page's breadcrumb trail: a labelled `nav` whose last item is the current page.
 * @example <Breadcrumbs crumbs={data.breadcrumbs} />
 */
export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.href ?? 'current'}`} className={styles.item}>
            {crumb.href ? (
              <a className={styles.link} href={crumb.href}>
                {crumb.label}
              </a>
            ) : (
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
