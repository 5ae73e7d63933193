import { css } from '@forecourt/shared/styled-system/css';

// The page's label/value lists (key information, specifications): one definition list look, two
// columns from sm.

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    columnGap: '6',
    m: '0',
    width: '100%',
  }),
  row: css({
    display: 'flex',
    justifyContent: 'space-between',
    gap: '4',
    py: '2',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
    borderColor: 'border',
  }),
  term: css({ color: 'mutedText' }),
  value: css({ m: '0', fontWeight: 'semibold', textAlign: 'end', overflowWrap: 'anywhere' }),
};

/** One row: what it is, and its (already formatted) value. */
export interface Fact {
  label: string;
  value: string;
}

/**
 * Facts as a definition list, in the order given.
 * @example <FactList id={listId} facts={[{ label: 'Kilometres', value: '48,213 km' }]} />
 */
export function FactList({ facts, id }: { facts: readonly Fact[]; id?: string }) {
  return (
    <dl id={id} className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.term}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
