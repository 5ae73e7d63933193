import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { Fragment, useState } from 'react';
import type { LocationsPageData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '4', justifyItems: 'start', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  price: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  facts: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2', m: '0' }),
  value: css({ m: '0' }),
  version: css({ color: 'mutedText', fontSize: 'sm' }),
};

/**
 * The page's island: server-rendered complete (the facts show without JavaScript), hydrated in the
 * browser, where the button folds the facts away and back.
 * @example <LocationsPage title="2021 Toyota HiLux" price="$52,990" facts={[]} remoteVersion="0.1.0" />
 */
export function LocationsPage({ title, price, facts, remoteVersion }: LocationsPageData) {
  const [showFacts, setShowFacts] = useState(true);
  return (
    <article className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.price}>{price}</p>
      <Button variant="secondary" onPress={() => setShowFacts((shown) => !shown)} aria-expanded={showFacts}>
        {showFacts ? 'Hide the facts' : 'Show the facts'}
      </Button>
      {showFacts && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <Fragment key={fact.label}>
              <dt>{fact.label}</dt>
              <dd className={styles.value}>{fact.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      <p className={styles.version}>mfe-locations {remoteVersion}</p>
    </article>
  );
}
