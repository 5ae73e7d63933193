import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './responsive';

describe('mediaSrcSet', () => {
  it('offers a media-route picture at each width, the native one as the plain URL', () => {
    expect(mediaSrcSet('/media/v1/car/suv/red/ext-1.svg', [320, 600, 900], 80)).toBe(
      '/media/v1/car/suv/red/ext-1.svg?w=320&q=80 320w, /media/v1/car/suv/red/ext-1.svg 600w, /media/v1/car/suv/red/ext-1.svg?w=900&q=80 900w',
    );
  });

  it('has none for a URL the media route does not draw, or one that already asks a size', () => {
    expect(mediaSrcSet('https://cdn.example.com/car.jpg', [320, 600], 80)).toBeNull();
    expect(mediaSrcSet('/media/v1/car/suv/red/ext-1.svg?w=120', [320, 600], 80)).toBeNull();
  });
});
