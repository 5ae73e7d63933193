import { css } from '@forecourt/shared/styled-system/css';
import type { ReactNode } from 'react';

// The frame every car card shares (search results, similar cars): a bordered card with the car's photo
// (3:2, or "Photo coming soon") on top. What goes over the photo (tags, location) and under it (title,
// price, actions) is the card's own.

/** spec: 000 §9 "image size 600 by 400" (every car photo is 3:2). */
export const CAR_CARD_IMAGE_SIZE = { width: 600, height: 400 } as const;

const styles = {
  card: css({
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    height: 'full',
    overflow: 'hidden',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    bg: 'background',
    color: 'text',
  }),
  media: css({ position: 'relative', aspectRatio: '3 / 2', bg: 'surface' }),
  image: css({ display: 'block', width: 'full', height: 'full', objectFit: 'cover' }),
  noImage: css({ display: 'grid', placeItems: 'center', height: 'full', color: 'mutedText', fontSize: 'sm' }),
};

export interface CarCardFrameProps {
  /** The id of the card's title (the article is labelled by it). */
  labelledBy: string;
  /**
   * The car's photo; null shows "Photo coming soon". `srcSet` and `sizes` (both or neither) let the
   * browser pick the width the card shows it at.
   */
  image: { src: string; alt: string; srcSet?: string | null; sizes?: string } | null;
  /** Whether the photo loads at once (cards in the first view) or when scrolled near. */
  eager?: boolean;
  /**
   * Whether the photo is the page's likely largest paint (the first card of a listing): the browser then
   * fetches it ahead of the other images (`fetchpriority="high"`). One card a page at most, or the hint
   * means nothing.
   */
  priority?: boolean;
  /** Laid over the photo (positioned by the card: the media box is `position: relative`). */
  overlay?: ReactNode;
  /** The card's body, under the photo. */
  children: ReactNode;
}

/**
 * A car card's frame and photo.
 * @example <CarCardFrame labelledBy={titleId} image={card.image}><div>…title, price…</div></CarCardFrame>
 */
export function CarCardFrame({
  labelledBy,
  image,
  eager = false,
  priority = false,
  overlay,
  children,
}: CarCardFrameProps) {
  return (
    <article className={styles.card} aria-labelledby={labelledBy}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet ?? undefined}
            sizes={image.srcSet ? image.sizes : undefined}
            alt={image.alt}
            width={CAR_CARD_IMAGE_SIZE.width}
            height={CAR_CARD_IMAGE_SIZE.height}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <div className={styles.noImage}>Photo coming soon</div>
        )}
        {overlay}
      </div>
      {children}
    </article>
  );
}
