import { css } from '@forecourt/shared/styled-system/css';
import { Button } from '@forecourt/shared/ui/Button';
import { ToggleButton } from '@forecourt/shared/ui/ToggleButton';
import { PlayIcon, Slide, type SlideLoading } from './Slide';
import type { GallerySlide, GalleryView } from './view';

/** spec: 000 §9 "Thumbnail strip only when more than 3 images". */
export const THUMBNAIL_STRIP_MIN_IMAGES = 4;
/** spec: 000 §9 "the first 2 images load with priority". */
export const PRIORITY_IMAGE_COUNT = 2;
const THUMB_SIZE = { width: 120, height: 80 } as const;

const styles = {
  root: css({ display: 'grid', gap: '3', minWidth: '0' }),
  controls: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  caption: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  strip: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: '2',
  }),
  thumb: css({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }),
  linkStrip: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
    gap: '2',
    listStyle: 'none',
    m: '0',
    p: '0',
    '& a': { position: 'relative', display: 'block', borderRadius: 'sm', overflow: 'hidden' },
  }),
  playBadge: css({
    position: 'absolute',
    inset: '0',
    m: 'auto',
    p: '1',
    width: '8',
    height: '8',
    borderRadius: 'full',
    bg: 'background',
    color: 'primary',
  }),
  videoThumb: css({
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    aspectRatio: '3 / 2',
    fontSize: 'sm',
    fontWeight: 'semibold',
  }),
};

const KIND_LABELS: Record<GallerySlide['kind'], string> = { photo: 'Photo', video: 'Video', custom: 'Slide' };

/**
 * A slide's place in the gallery, e.g. "Photo 2 of 7" or "Video 2 of 7".
 * @example slideLabel({ kind: 'photo', … }, 1, 7) // "Photo 2 of 7"
 */
export function slideLabel(slide: GallerySlide, index: number, count: number): string {
  return `${KIND_LABELS[slide.kind]} ${index + 1} of ${count}`;
}

/**
 * How a slide's picture loads: the first 2 eagerly (spec: 000 §9), the first with high priority
 * (the page's hero); the rest lazily.
 * @example slideLoading(0) // { loading: 'eager', fetchPriority: 'high' }
 */
export function slideLoading(index: number): SlideLoading {
  return {
    loading: index < PRIORITY_IMAGE_COUNT ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : 'auto',
  };
}

function Thumbnail({ slide, position }: { slide: GallerySlide; position: number }) {
  if (!slide.thumbSrc) return <span className={styles.videoThumb}>Video</span>;
  const picture = (
    <img
      className={styles.thumb}
      src={slide.thumbSrc}
      alt=""
      width={THUMB_SIZE.width}
      height={THUMB_SIZE.height}
      loading={slideLoading(position).loading}
      decoding="async"
    />
  );
  if (slide.kind !== 'video') return picture;
  // The video's thumbnail is the poster photo: a play badge tells it apart.
  return (
    <>
      {picture}
      <PlayIcon className={styles.playBadge} />
    </>
  );
}

/**
 * Where a slide's link goes when JavaScript is off: the photo itself, the video, or the custom slide's
 * link (else its picture).
 * @example slideHref({ kind: 'photo', src: '/media/v1/car/suv/white/ext-2.svg', … }) // '/media/v1/car/suv/white/ext-2.svg'
 */
export function slideHref(slide: GallerySlide): string {
  if (slide.kind === 'video') return slide.url;
  if (slide.kind === 'custom') return slide.href ?? slide.src;
  return slide.src;
}

export interface PhotoCarouselProps {
  view: Pick<GalleryView, 'slides' | 'photoCount' | 'sizes'>;
  /** The car's title, for the pictures' alternative text. */
  title: string;
  /** The slide shown (controlled, so the fullscreen viewer opens where the page is). */
  index: number;
  onIndexChange: (index: number) => void;
  /** `sizes` override, e.g. "100vw" in the fullscreen viewer. */
  sizes?: string;
}

/**
 * The gallery view: the selected slide large with Previous/Next, and a strip of thumbnails (toggle
 * buttons) when the car has more than three photos; without JavaScript, a strip of links to every
 * slide instead. Slides are the photos with the video (and a
 * site's custom slide) at index 1. The first slide is the page's hero: eager, high priority.
 * @example <PhotoCarousel view={gallery} title={title} index={index} onIndexChange={setIndex} />
 */
export function PhotoCarousel({ view, title, index: wanted, onIndexChange, sizes = view.sizes }: PhotoCarouselProps) {
  const { slides } = view;
  const count = slides.length;
  const index = wanted < count ? wanted : 0;
  const current = slides[index];
  if (!current) return null;
  return (
    <div className={styles.root}>
      <Slide
        slide={current}
        title={title}
        position={slideLabel(current, index, count).toLowerCase()}
        sizes={sizes}
        load={slideLoading(index)}
      />
      {count > 1 && (
        // Without a thumbnail strip (3 photos or fewer) these are the only way to the other slides.
        <div className={styles.controls}>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous photo"
            onPress={() => onIndexChange((index - 1 + count) % count)}
          >
            <span aria-hidden="true">‹</span> Previous
          </Button>
          {/* Announces the change when another slide is chosen. */}
          <p className={styles.caption} aria-live="polite">
            {slideLabel(current, index, count)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next photo"
            onPress={() => onIndexChange((index + 1) % count)}
          >
            Next <span aria-hidden="true">›</span>
          </Button>
        </div>
      )}
      {count > 1 && (
        // Without JavaScript the buttons above are hidden (they cannot work): every slide is a link instead.
        <noscript>
          <ul className={styles.linkStrip} aria-label="All photos">
            {slides.map((slide, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list whose sources may repeat
              <li key={position}>
                <a href={slideHref(slide)} aria-label={slideLabel(slide, position, count)}>
                  <Thumbnail slide={slide} position={position} />
                </a>
              </li>
            ))}
          </ul>
        </noscript>
      )}
      {view.photoCount >= THUMBNAIL_STRIP_MIN_IMAGES && (
        // biome-ignore lint/a11y/useSemanticElements: a strip of toggle buttons, not form fields (no <fieldset>)
        <div className={styles.strip} role="group" aria-label="Photos">
          {slides.map((slide, position) => (
            <ToggleButton
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list whose sources may repeat
              key={position}
              variant="thumbnail"
              aria-label={slideLabel(slide, position, count)}
              isSelected={position === index}
              // A gallery always shows one slide: pressing the shown one keeps it.
              onChange={(isSelected) => isSelected && onIndexChange(position)}
            >
              <Thumbnail slide={slide} position={position} />
            </ToggleButton>
          ))}
        </div>
      )}
    </div>
  );
}
