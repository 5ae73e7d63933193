import type { StarFill } from '@forecourt/shared/locations/stars';
import { css } from '@forecourt/shared/styled-system/css';
import { useId } from 'react';

const styles = {
  row: css({ display: 'inline-flex', gap: '0.5', verticalAlign: 'middle' }),
};

const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

function Star({ fill, gradientId }: { fill: number; gradientId: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" data-fill={fill}>
      <defs>
        <linearGradient id={gradientId}>
          <stop offset={fill} stopColor="var(--fc-color-accent, #f59e0b)" />
          <stop offset={fill} stopColor="var(--fc-color-border, #cbd5e1)" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${gradientId})`} />
    </svg>
  );
}

/**
 * Five stars: the full ones, one filled to the partial share, the empty rest (shared `starFill`);
 * named for screen readers by `label`.
 * @example <Stars stars={{ full: 4, partial: 0.2, empty: 0 }} label="Rated 4.2 out of 5" />
 */
export function Stars({ stars, label }: { stars: StarFill; label: string }) {
  const id = useId();
  const fills = [
    ...Array.from({ length: stars.full }, () => 1),
    stars.partial,
    ...Array.from({ length: stars.empty }, () => 0),
  ];
  return (
    <span className={styles.row} role="img" aria-label={label}>
      {fills.map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
        <Star key={index} fill={fill} gradientId={`${id}-star-${index}`} />
      ))}
    </span>
  );
}
