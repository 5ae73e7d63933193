import { starDisplay } from '@forecourt/shared/format/star-rating';

// A star rating with its review count (spec: 001 §2 "Star rating with review count"; §9 "at most 4 full
// stars plus a partial star"). The stars are a picture of the sentence beside them: hidden from
// assistive technology, which reads the sentence. The partial star is clipped by an SVG attribute, not
// a style (the CSP allows no style attributes).

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Star({ fill, clipId }: { fill: number; clipId: string }) {
  return (
    <svg className="fc-star" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth="1.5" />
      {fill > 0 && fill < 1 ? (
        <>
          <clipPath id={clipId}>
            <rect width={24 * fill} height="24" />
          </clipPath>
          <path d={STAR_PATH} fill="currentColor" clipPath={`url(#${clipId})`} />
        </>
      ) : null}
      {fill >= 1 ? <path d={STAR_PATH} fill="currentColor" /> : null}
    </svg>
  );
}

/**
 * Five stars and "4.2 out of 5 from 238 reviews".
 * @example <StarRating average={4.2} count={238} idPrefix="footer" />
 */
export function StarRating({ average, count, idPrefix }: { average: number; count: number; idPrefix: string }) {
  const { full, partial, empty } = starDisplay(average);
  const fills = [...Array<number>(full).fill(1), partial, ...Array<number>(empty).fill(0)];
  return (
    <p className="fc-rating">
      <span className="fc-rating__stars">
        {fills.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          <Star key={index} fill={fill} clipId={`${idPrefix}-star-${index}`} />
        ))}
      </span>
      <span>{`${average.toFixed(1)} out of 5 from ${count} reviews`}</span>
    </p>
  );
}
