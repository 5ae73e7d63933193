import { describe, expect, it } from 'vitest';
import { sampleCar, sampleImages, sampleSpinMedia } from '../../test-fixtures';
import {
  type CustomSlide,
  defaultGalleryMode,
  GALLERY_IMAGE_SIZES,
  type GallerySlide,
  gallerySlides,
  galleryViewOf,
  heroImageOf,
  type PhotoSlide,
  responsiveImage,
  type VideoSlide,
  videoSlideOf,
} from './view';

const photo = (name: string): PhotoSlide => ({
  kind: 'photo',
  src: `/${name}.svg`,
  srcSet: null,
  thumbSrc: `/${name}-t.svg`,
});
const VIDEO: VideoSlide = {
  kind: 'video',
  source: 'external',
  url: 'https://www.youtube.com/watch?v=abc',
  site: 'youtube.com',
  poster: null,
  thumbSrc: null,
};
const CUSTOM: CustomSlide = {
  kind: 'custom',
  src: '/promo.png',
  thumbSrc: '/promo-t.png',
  alt: 'Service offer',
  href: '/service',
};
const names = (slides: GallerySlide[]) => slides.map((slide) => (slide.kind === 'photo' ? slide.src : slide.kind));

describe('responsiveImage', () => {
  it('offers the media route’s drawings at 320, 600, 900 and 1200 px wide, at quality 80, keeping the URL as src', () => {
    expect(responsiveImage('/media/v1/car/ute/white/ext-1.svg')).toEqual({
      src: '/media/v1/car/ute/white/ext-1.svg',
      srcSet:
        '/media/v1/car/ute/white/ext-1.svg?w=320&q=80 320w, /media/v1/car/ute/white/ext-1.svg 600w, ' +
        '/media/v1/car/ute/white/ext-1.svg?w=900&q=80 900w, /media/v1/car/ute/white/ext-1.svg?w=1200&q=80 1200w',
    });
  });

  it('leaves any other picture as it is (another host, or a URL with its own query)', () => {
    expect(responsiveImage('https://cdn.example.com/car.jpg')).toEqual({
      src: 'https://cdn.example.com/car.jpg',
      srcSet: null,
    });
    expect(responsiveImage('/media/v1/car/ute/white/ext-1.svg?w=200')).toEqual({
      src: '/media/v1/car/ute/white/ext-1.svg?w=200',
      srcSet: null,
    });
  });
});

describe('gallerySlides', () => {
  it('inserts the video at index 1', () => {
    expect(names(gallerySlides([photo('a'), photo('b'), photo('c')], { video: VIDEO }))).toEqual([
      '/a.svg',
      'video',
      '/b.svg',
      '/c.svg',
    ]);
  });

  it('inserts a custom slide at index 1 too, after the video when there is one', () => {
    expect(names(gallerySlides([photo('a'), photo('b')], { custom: CUSTOM }))).toEqual(['/a.svg', 'custom', '/b.svg']);
    expect(names(gallerySlides([photo('a'), photo('b')], { video: VIDEO, custom: CUSTOM }))).toEqual([
      '/a.svg',
      'video',
      'custom',
      '/b.svg',
    ]);
  });

  it('puts them at the end with fewer photos, and adds nothing without them', () => {
    expect(names(gallerySlides([], { video: VIDEO }))).toEqual(['video']);
    expect(names(gallerySlides([photo('a')], { video: VIDEO }))).toEqual(['/a.svg', 'video']);
    expect(names(gallerySlides([photo('a'), photo('b')], { video: null, custom: undefined }))).toEqual([
      '/a.svg',
      '/b.svg',
    ]);
  });
});

describe('videoSlideOf', () => {
  const poster = photo('hero');

  it('links an external video, named by its site, over the first photo', () => {
    expect(
      videoSlideOf({ video_url: null, external_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, poster),
    ).toEqual({
      kind: 'video',
      source: 'external',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      site: 'youtube.com',
      poster: { src: '/hero.svg', srcSet: null },
      thumbSrc: '/hero-t.svg',
    });
  });

  it('prefers the car’s own video file', () => {
    const slide = videoSlideOf(
      { video_url: 'https://videos.example.com/a.mp4', external_video_url: 'https://youtu.be/x' },
      undefined,
    );
    expect(slide).toMatchObject({
      source: 'file',
      url: 'https://videos.example.com/a.mp4',
      poster: null,
      thumbSrc: null,
    });
  });

  it('is no video without an http(s) URL', () => {
    expect(videoSlideOf({ video_url: null, external_video_url: null }, poster)).toBeNull();
    expect(videoSlideOf({ video_url: 'javascript:alert(1)', external_video_url: 'not a url' }, poster)).toBeNull();
  });
});

describe('defaultGalleryMode', () => {
  it('is the site’s view when the car has it, the spinner when the site says nothing', () => {
    expect(defaultGalleryMode(['spinner', 'gallery'], 'spinner')).toBe('spinner');
    expect(defaultGalleryMode(['spinner', 'gallery'], 'gallery')).toBe('gallery');
    expect(defaultGalleryMode(['spinner', 'gallery'], undefined)).toBe('spinner');
  });

  it('falls back to the gallery for a car without a spin', () => {
    expect(defaultGalleryMode(['gallery'], 'spinner')).toBe('gallery');
    expect(defaultGalleryMode(['gallery'], undefined)).toBe('gallery');
  });
});

describe('galleryViewOf', () => {
  it('gives a car without a spin the gallery only: photos as responsive slides', () => {
    const view = galleryViewOf(sampleCar({ images: sampleImages(3) }), { siteDefault: 'spinner' });
    expect(view.modes).toEqual(['gallery']);
    expect(view.defaultMode).toBe('gallery');
    expect(view.spin).toBeNull();
    expect(view.interior).toBeNull();
    expect(view.photoCount).toBe(3);
    expect(view.sizes).toBe(GALLERY_IMAGE_SIZES);
    expect(view.slides[1]).toEqual({
      kind: 'photo',
      ...responsiveImage('/media/v1/car/ute/white/ext-2.svg'),
      thumbSrc: '/media/v1/car/ute/white/ext-2.svg?w=200',
    });
  });

  it('offers the spinner, gallery and interior for a car with a spin, starting on the site’s view', () => {
    const car = sampleCar(sampleSpinMedia());
    const spinner = galleryViewOf(car, { siteDefault: 'spinner' });
    expect(spinner.modes).toEqual(['spinner', 'gallery', 'interior']);
    expect(spinner.defaultMode).toBe('spinner');
    expect(spinner.spin?.frames).toHaveLength(36);
    expect(spinner.spin?.hotspots.map((hotspot) => hotspot.description)).toEqual(['Alloy wheels']);
    expect(spinner.interior).toEqual({ src: '/media/v1/car/ute/white/int-1.svg', hotspots: car.hotspots.interior });
    expect(galleryViewOf(car, { siteDefault: 'gallery' }).defaultMode).toBe('gallery');
  });

  it('adds the video at index 1 and counts only photos', () => {
    const view = galleryViewOf(
      sampleCar({ images: sampleImages(4), external_video_url: 'https://www.youtube.com/watch?v=abc' }),
    );
    expect(view.slides.map((slide) => slide.kind)).toEqual(['photo', 'video', 'photo', 'photo', 'photo']);
    expect(view.photoCount).toBe(4);
  });

  it('takes a custom slide at index 1', () => {
    const view = galleryViewOf(sampleCar({ images: sampleImages(2) }), { customSlide: CUSTOM });
    expect(view.slides[1]).toBe(CUSTOM);
  });

  it('uses the primary image when the car has no image list', () => {
    const view = galleryViewOf(sampleCar({ images: [], primary_image_url: '/media/v1/car/ute/white/ext-1.svg' }));
    expect(view.slides).toHaveLength(1);
    expect(view.photoCount).toBe(1);
  });
});

describe('heroImageOf', () => {
  it('is the spin’s first frame when the spinner opens the page, else the first photo', () => {
    const car = sampleCar(sampleSpinMedia());
    expect(heroImageOf(galleryViewOf(car, { siteDefault: 'spinner' }))).toBe('/media/v1/car/ute/white/spin-00.svg');
    const plainPhoto = sampleCar({ images: [], primary_image_url: 'https://cdn.example/hilux.jpg' });
    expect(heroImageOf(galleryViewOf(plainPhoto, { siteDefault: 'gallery' }))).toBe('https://cdn.example/hilux.jpg');
  });

  it('leaves a responsive photo to React’s own preload (it carries the srcset)', () => {
    expect(heroImageOf(galleryViewOf(sampleCar(sampleSpinMedia()), { siteDefault: 'gallery' }))).toBeNull();
    expect(heroImageOf(galleryViewOf(sampleCar(), { siteDefault: 'spinner' }))).toBeNull();
  });

  it('is nothing without pictures', () => {
    expect(heroImageOf(galleryViewOf(sampleCar({ images: [], primary_image_url: null })))).toBeNull();
  });
});
