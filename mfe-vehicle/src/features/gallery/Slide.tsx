import { css } from '@forecourt/shared/styled-system/css';
import type { GallerySlide, ResponsiveImage, VideoSlide } from './view';

/** spec: 000 §9 "image size 600 by 400". */
export const IMAGE_SIZE = { width: 600, height: 400 } as const;

const styles = {
  frame: css({
    position: 'relative',
    display: 'block',
    width: '100%',
    aspectRatio: '3 / 2',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'surface',
  }),
  image: css({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }),
  videoLink: css({
    color: 'text',
    textDecoration: 'none',
    outline: 'none',
    _focusVisible: { focusRing: 'outside' },
  }),
  play: css({
    position: 'absolute',
    insetInline: '0',
    bottom: '4',
    mx: 'auto',
    width: 'fit',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    py: '2',
    borderRadius: 'full',
    bg: 'background',
    color: 'text',
    fontWeight: 'semibold',
    boxShadow: 'lg',
    _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'CanvasText' },
  }),
  playIcon: css({ color: 'primary', flexShrink: 0 }),
  hidden: css({ srOnly: true }),
};

/** How a slide's picture loads: the first slides eagerly (the first with high priority), the rest lazily. */
export interface SlideLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

export interface SlideProps {
  slide: GallerySlide;
  /** The car's title, for the pictures' alternative text. */
  title: string;
  /** Where the slide is, e.g. "photo 2 of 7" (part of the alternative text). */
  position: string;
  /** `sizes` of the pictures' `srcset`. */
  sizes: string;
  load: SlideLoading;
}

/** The play triangle of the video poster and thumbnail (decorative). */
export function PlayIcon({ className = styles.playIcon }: { className?: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5v14l11-7z" />
    </svg>
  );
}

function Picture({
  image,
  alt,
  sizes,
  load,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  load: SlideLoading;
}) {
  return (
    <img
      className={styles.image}
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={IMAGE_SIZE.width}
      height={IMAGE_SIZE.height}
      loading={load.loading}
      fetchPriority={load.fetchPriority}
      decoding="async"
    />
  );
}

/**
 * The car's video, never loaded with the page: a video file plays in a `<video preload="none">`; an
 * external video (YouTube, …) is the car's photo with a play button linking to it on its own site, in
 * a new tab — no third-party frame, script or request until the visitor asks (the page's CSP allows
 * none anyway).
 */
function Video({ slide, title, sizes, load }: Omit<SlideProps, 'slide' | 'position'> & { slide: VideoSlide }) {
  if (slide.source === 'file') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the dealer's walk-around videos come without captions
      <video
        className={styles.image}
        src={slide.url}
        poster={slide.poster?.src}
        controls
        preload="none"
        width={IMAGE_SIZE.width}
        height={IMAGE_SIZE.height}
        aria-label={`Video of the ${title}`}
      />
    );
  }
  return (
    <a className={`${styles.frame} ${styles.videoLink}`} href={slide.url} target="_blank" rel="noopener noreferrer">
      {slide.poster && <Picture image={slide.poster} alt="" sizes={sizes} load={load} />}
      <span className={styles.play}>
        <PlayIcon />
        {`Watch the video on ${slide.site}`}
        <span className={styles.hidden}>{` of the ${title} (opens in a new tab)`}</span>
      </span>
    </a>
  );
}

/**
 * One slide of the gallery, large: a photo, the video or the site's custom slide.
 * @example <Slide slide={view.slides[0]} title={title} position="photo 1 of 7" sizes={view.sizes} load={{ loading: 'eager', fetchPriority: 'high' }} />
 */
export function Slide({ slide, title, position, sizes, load }: SlideProps) {
  switch (slide.kind) {
    case 'photo':
      return (
        <div className={styles.frame}>
          <Picture image={slide} alt={`${title}, ${position}`} sizes={sizes} load={load} />
        </div>
      );
    case 'video':
      return slide.source === 'file' ? (
        <div className={styles.frame}>
          <Video slide={slide} title={title} sizes={sizes} load={load} />
        </div>
      ) : (
        <Video slide={slide} title={title} sizes={sizes} load={load} />
      );
    case 'custom': {
      const picture = <Picture image={{ src: slide.src, srcSet: null }} alt={slide.alt} sizes={sizes} load={load} />;
      return slide.href ? (
        <a className={`${styles.frame} ${styles.videoLink}`} href={slide.href}>
          {picture}
        </a>
      ) : (
        <div className={styles.frame}>{picture}</div>
      );
    }
  }
}
