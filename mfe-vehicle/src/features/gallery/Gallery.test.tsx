import type { Car } from '@forecourt/shared';
import { renderToStaticMarkup } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { sampleCar, sampleImages, sampleSpinMedia } from '../../test-fixtures';
import { Gallery } from './Gallery';
import { type GalleryViewOptions, galleryViewOf } from './view';

// The gallery as the fragment Worker renders it: the default view's first picture, no viewer chunks.

const TITLE = '2021 Toyota HiLux SR5';

function render(overrides: Partial<Car> = {}, options: GalleryViewOptions = {}): string {
  return renderToStaticMarkup(<Gallery view={galleryViewOf(sampleCar(overrides), options)} title={TITLE} />);
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

const radios = (html: string) => tags(html, 'button').filter((button) => button.includes('role="radio"'));

describe('Gallery views', () => {
  it('offers a car with a spin the spinner, gallery and interior, starting on the site’s spinner', () => {
    const html = render(sampleSpinMedia(), { siteDefault: 'spinner' });
    expect(html).toMatch(/<div [^>]*role="radiogroup"[^>]*aria-label="View"|aria-label="View"[^>]*role="radiogroup"/);
    const views = radios(html);
    expect(views).toHaveLength(3);
    expect(html).toMatch(/aria-checked="true"[^>]*>360° spin</);
    expect(views.filter((view) => view.includes('aria-checked="true"'))).toHaveLength(1);
  });

  it('shows the spin’s first frame as a plain picture in server HTML (the viewer loads in the browser)', () => {
    const html = render(sampleSpinMedia(), { siteDefault: 'spinner' });
    const [first] = tags(html, 'img');
    expect(first).toContain('src="/media/v1/car/ute/white/spin-00.svg"');
    expect(first).toContain(`alt="${TITLE}, 360° view"`);
    expect(first).toContain('loading="eager"');
    expect(html).not.toContain('role="slider"');
    // The photos are not rendered until the gallery is chosen.
    expect(html).not.toContain('ext-1.svg');
  });

  it('starts on the gallery where the site says so', () => {
    const html = render(sampleSpinMedia(), { siteDefault: 'gallery' });
    expect(html).toMatch(/aria-checked="true"[^>]*>Gallery</);
    expect(tags(html, 'img')[0]).toContain('src="/media/v1/car/ute/white/ext-1.svg"');
  });

  it('offers no switch to a car without a spin: the gallery only', () => {
    const html = render({}, { siteDefault: 'spinner' });
    expect(html).not.toContain('radiogroup');
    expect(tags(html, 'img')[0]).toContain('src="/media/v1/car/ute/white/ext-1.svg"');
  });

  it('has a fullscreen button whenever there is something to show, and none for an empty gallery', () => {
    expect(render()).toMatch(/<button [^>]*>View fullscreen<\/button>/);
    const empty = render({ images: [], primary_image_url: null });
    expect(empty).toContain('Photos coming soon');
    expect(empty).not.toContain('View fullscreen');
  });
});

describe('Gallery photos', () => {
  it('gives the photo a srcset from the media route and the column’s sizes', () => {
    const [hero] = tags(render(), 'img');
    expect(hero).toContain(
      'srcSet="/media/v1/car/ute/white/ext-1.svg?w=320&amp;q=80 320w, /media/v1/car/ute/white/ext-1.svg 600w',
    );
    expect(hero).toContain('sizes="(min-width: 992px) 66vw, 100vw"');
    expect(hero).toContain('fetchPriority="high"');
  });

  it('puts the video at index 2 of the strip as a thumbnail, and never embeds a third-party frame', () => {
    const html = render({ images: sampleImages(4), external_video_url: 'https://www.youtube.com/watch?v=abc123' });
    const thumbnails = tags(html, 'button').filter((button) => button.includes('aria-pressed='));
    expect(thumbnails.map((button) => /aria-label="([^"]+)"/.exec(button)?.[1])).toEqual([
      'Photo 1 of 5',
      'Video 2 of 5',
      'Photo 3 of 5',
      'Photo 4 of 5',
      'Photo 5 of 5',
    ]);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('youtube.com/embed');
  });

  it('counts photos, not slides, for the thumbnail strip (more than 3 photos)', () => {
    const html = render({ images: sampleImages(3), external_video_url: 'https://www.youtube.com/watch?v=abc123' });
    expect(html).not.toContain('aria-pressed=');
    expect(html).toMatch(/Photo 1 of 4/);
  });

  it('links every slide for visitors without JavaScript (the buttons need it), the video to its site', () => {
    const html = render({ images: sampleImages(2), external_video_url: 'https://www.youtube.com/watch?v=abc123' });
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1] ?? '';
    const links = [...noscript.matchAll(/<a href="([^"]+)" aria-label="([^"]+)"/g)].map((match) => [
      match[2],
      match[1],
    ]);
    expect(links).toEqual([
      ['Photo 1 of 3', '/media/v1/car/ute/white/ext-1.svg'],
      ['Video 2 of 3', 'https://www.youtube.com/watch?v=abc123'],
      ['Photo 3 of 3', '/media/v1/car/ute/white/ext-2.svg'],
    ]);
  });

  it('has no link strip for a single picture', () => {
    expect(render({ images: sampleImages(1) })).not.toContain('<noscript>');
  });
});
