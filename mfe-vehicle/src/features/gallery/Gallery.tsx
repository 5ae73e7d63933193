import { css } from '@forecourt/shared/styled-system/css';
import { Button, ToggleButton } from '@forecourt/shared/ui';
import { useState } from 'react';
import type { VehicleImage } from '../vehicle-page/view-model';

/** spec: 000 §9 "Thumbnail strip only when more than 3 images". */
export const THUMBNAIL_STRIP_MIN_IMAGES = 4;
/** spec: 000 §9 "the first 2 images load with priority". */
export const PRIORITY_IMAGE_COUNT = 2;
/** spec: 000 §9 "image size 600 by 400". */
export const IMAGE_SIZE = { width: 600, height: 400 } as const;
const THUMB_SIZE = { width: 120, height: 80 } as const;

const styles = {
  root: css({ display: 'grid', gap: '3', minWidth: '0' }),
  main: css({
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '3 / 2',
    objectFit: 'cover',
    borderRadius: 'md',
    bg: 'surface',
  }),
  controls: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  caption: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  placeholder: css({
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '3 / 2',
    borderRadius: 'md',
    bg: 'surface',
    color: 'mutedText',
  }),
  strip: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: '2',
  }),
  thumb: css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }),
};

export interface GalleryProps {
  images: VehicleImage[];
  /** The car's title, for the images' alternative text. */
  title: string;
}

function photoLabel(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`;
}

/**
 * The car's photos: the selected one large with Previous/Next, and a strip of thumbnails (toggle
 * buttons) when there are more than three. The first photo is the page's hero: eager, high priority.
 * @example <Gallery images={data.images} title={data.title} />
 */
export function Gallery({ images, title }: GalleryProps) {
  const [selected, setSelected] = useState(0);
  const index = selected < images.length ? selected : 0;
  const main = images[index];
  if (!main) {
    return (
      <div className={styles.placeholder}>
        <p>Photos coming soon</p>
      </div>
    );
  }
  const count = images.length;
  return (
    <div className={styles.root}>
      <img
        className={styles.main}
        src={main.src}
        alt={`${title}, ${photoLabel(index, count).toLowerCase()}`}
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        loading="eager"
        fetchPriority="high"
      />
      {count > 1 && (
        // Without a thumbnail strip (3 photos or fewer) these are the only way to the other photos.
        <div className={styles.controls}>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous photo"
            onPress={() => setSelected((index - 1 + count) % count)}
          >
            <span aria-hidden="true">‹</span> Previous
          </Button>
          {/* Announces the change when another photo is chosen. */}
          <p className={styles.caption} aria-live="polite">
            {photoLabel(index, count)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next photo"
            onPress={() => setSelected((index + 1) % count)}
          >
            Next <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
      {count >= THUMBNAIL_STRIP_MIN_IMAGES && (
        // biome-ignore lint/a11y/useSemanticElements: a strip of toggle buttons, not form fields (no <fieldset>)
        <div className={styles.strip} role="group" aria-label="Photos">
          {images.map((image, position) => (
            <ToggleButton
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list whose sources may repeat
              key={position}
              variant="thumbnail"
              aria-label={photoLabel(position, count)}
              isSelected={position === index}
              // A gallery always shows one photo: pressing the shown one keeps it.
              onChange={(isSelected) => isSelected && setSelected(position)}
            >
              <img
                className={styles.thumb}
                src={image.thumbSrc}
                alt=""
                width={THUMB_SIZE.width}
                height={THUMB_SIZE.height}
                loading={position < PRIORITY_IMAGE_COUNT ? 'eager' : 'lazy'}
                decoding="async"
              />
            </ToggleButton>
          ))}
        </div>
      )}
    </div>
  );
}
