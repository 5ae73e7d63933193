import { POSTCODE_MAX_LENGTH } from '@forecourt/shared/locations/postcode';
import { css, cx } from '@forecourt/shared/styled-system/css';
import { plainForm } from '@forecourt/shared/styled-system/recipes';
import { LocationCard } from '../location-card/LocationCard';
import type { LocatorView } from './view';

const styles = {
  page: css({ display: 'grid', gap: '6', py: '8' }),
  title: css({ m: '0', fontSize: '3xl', fontWeight: 'bold' }),
  form: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3' }),
  postcode: css({ width: '8rem' }),
  alert: css({ m: '0', p: '3', borderRadius: 'md', borderWidth: 'thin', borderColor: 'danger', color: 'danger' }),
  list: css({
    listStyle: 'none',
    m: '0',
    p: '0',
    display: 'grid',
    gap: '4',
    md: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    lg: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  distance: css({ m: '0', mb: '2', fontWeight: 'semibold' }),
};
const parts = plainForm();

/**
 * The dealer locator: a GET form (`?postcode=`), then the nearest locations or the postcode's message
 * (server HTML only: the form works the same with JavaScript on or off).
 * @example <DealerLocator {...view} />
 */
export function DealerLocator({ postcode, message, heading, results }: LocatorView) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Dealer Locator</h1>
      <form className={styles.form} method="get" action="/dealer-locator">
        <label className={parts.field}>
          Postcode
          <input
            className={cx(parts.input, styles.postcode)}
            name="postcode"
            inputMode="numeric"
            maxLength={POSTCODE_MAX_LENGTH}
            placeholder="1234"
            autoComplete="postal-code"
            defaultValue={postcode}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'locator-message' : undefined}
          />
        </label>
        <button className={parts.submit} type="submit">
          Find Dealers
        </button>
      </form>
      {message && (
        <p id="locator-message" className={styles.alert} role="alert">
          {message}
        </p>
      )}
      {heading && (
        <section aria-labelledby="locator-results">
          <h2 id="locator-results" className={parts.heading}>
            {heading}
          </h2>
          <ol className={styles.list}>
            {results.map(({ card, distance }) => (
              <li key={card.slug}>
                <p className={styles.distance}>{distance}</p>
                <LocationCard card={card} links={{ details: 'View Details', stock: true }} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
