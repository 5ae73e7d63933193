import { css } from '@forecourt/shared/styled-system/css';
import type { VehiclePrice } from '../vehicle-page/view-model';

const styles = {
  root: css({ display: 'grid', gap: '1' }),
  line: css({ m: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2' }),
  amount: css({ fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', color: 'text' }),
  type: css({ fontSize: 'sm', color: 'mutedText' }),
  was: css({ m: '0', fontSize: 'sm', color: 'mutedText', '& s': { textDecorationThickness: '1px' } }),
  subscription: css({ m: '0', fontSize: 'md', color: 'text' }),
};

/**
 * The car's price: amount and type, the was-price struck through (with a spoken "Was"), and the weekly
 * subscription price when there is one.
 * @example <Price price={data.price} />
 */
export function Price({ price }: { price: VehiclePrice }) {
  return (
    <div className={styles.root}>
      <p className={styles.line}>
        <span className={styles.amount}>{price.amount}</span>
        {price.type && <span className={styles.type}>{price.type}</span>}
      </p>
      {price.was && (
        <p className={styles.was}>
          Was <s>{price.was}</s>
        </p>
      )}
      {price.subscription && (
        <p className={styles.subscription}>
          Subscription <strong>{price.subscription}</strong>
        </p>
      )}
    </div>
  );
}
