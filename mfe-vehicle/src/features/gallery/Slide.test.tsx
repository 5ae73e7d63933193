import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { Slide } from './Slide';
import type { GallerySlide } from './view';

const LOAD = { loading: 'lazy', fetchPriority: 'auto' } as const;

function render(slide: GallerySlide): string {
  return renderToStaticMarkup(
    <Slide slide={slide} title="2021 Toyota HiLux SR5" position="video 2 of 5" sizes="100vw" load={LOAD} />,
  );
}

describe('Slide', () => {
  it('shows an external video as a poster linking to it in a new tab: no frame, no third-party request', () => {
    const html = render({
      kind: 'video',
      source: 'external',
      url: 'https://www.youtube.com/watch?v=abc123',
      site: 'youtube.com',
      poster: { src: '/media/v1/car/ute/white/ext-1.svg', srcSet: null },
      thumbSrc: '/media/v1/car/ute/white/ext-1.svg?w=200',
    });
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/www.youtube.com\/watch\?v=abc123" target="_blank" rel="noopener noreferrer">/,
    );
    expect(html).toContain('Watch the video on youtube.com');
    expect(html).toContain(' of the 2021 Toyota HiLux SR5 (opens in a new tab)');
    expect(html).toContain('src="/media/v1/car/ute/white/ext-1.svg"');
    expect(html).not.toMatch(/<(iframe|script)/);
  });

  it('plays a video file only when asked (preload none)', () => {
    const html = render({
      kind: 'video',
      source: 'file',
      url: 'https://videos.example.com/a.mp4',
      site: 'videos.example.com',
      poster: null,
      thumbSrc: null,
    });
    expect(html).toMatch(/<video [^>]*src="https:\/\/videos.example.com\/a.mp4"[^>]*controls=""[^>]*preload="none"/);
    expect(html).toContain('aria-label="Video of the 2021 Toyota HiLux SR5"');
  });

  it('shows a custom slide with its own text, linked when it has a link', () => {
    const html = render({
      kind: 'custom',
      src: '/promo.png',
      thumbSrc: '/promo-t.png',
      alt: 'Service offer',
      href: '/service',
    });
    expect(html).toMatch(/<a [^>]*href="\/service"><img [^>]*alt="Service offer"/);
  });

  it('names a photo by the car and its place, lazily loaded after the first two', () => {
    const html = render({ kind: 'photo', src: '/a.svg', srcSet: null, thumbSrc: '/a-t.svg' });
    expect(html).toContain('alt="2021 Toyota HiLux SR5, video 2 of 5"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('srcSet');
  });
});
