import { css } from '@forecourt/shared/styled-system/css';
import { RatingLine } from '../location-card/LocationCard';
import type { RatingView } from '../location-card/view';
import { Stars } from '../stars/Stars';
import type { ReviewView } from './view';

const styles = {
  list: css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '4' }),
  review: css({ display: 'grid', gap: '1', borderBottomWidth: 'thin', borderColor: 'border', pb: '4' }),
  name: css({ m: '0', fontWeight: 'semibold' }),
  meta: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  text: css({ m: '0' }),
  reply: css({ m: '0', ps: '4', borderStartWidth: 'thick', borderColor: 'border', fontSize: 'sm' }),
};

/**
 * The review summary and the site's reviews of the location (its minimum rating applied by the gateway).
 * @example <Reviews rating={data.rating} reviews={data.reviews} />
 */
export function Reviews({ rating, reviews }: { rating: RatingView | null; reviews: ReviewView[] }) {
  return (
    <>
      {rating ? <RatingLine rating={rating} /> : <p className={styles.meta}>No reviews yet.</p>}
      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.name}>{review.name}</p>
              <p className={styles.meta}>
                <Stars stars={review.stars} label={`Rated ${review.rating} out of 5`} /> {review.date} · {review.ago}
              </p>
              <p className={styles.text}>{review.text}</p>
              {review.reply && <p className={styles.reply}>Reply from the dealer: {review.reply}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
