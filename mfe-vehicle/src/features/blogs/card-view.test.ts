import { describe, expect, it } from 'vitest';
import { blogCardView } from './card-view';

const card = {
  href: '/blog/towing-with-a-hilux',
  heading: 'Towing with a HiLux',
  image: '/media/v1/car/ute/white/ext-2.svg?w=320',
  description: 'Braked towing capacity, ball weight and the gear that keeps your trailer legal on Australian roads.',
  date: '2026-10-14',
};

describe('blogCardView', () => {
  it('formats the date and cuts the description at 80 characters', () => {
    expect(blogCardView(card)).toEqual({
      ...card,
      description: 'Braked towing capacity, ball weight and the gear that keeps your trailer legal\u2026',
      date: '14/10/2026',
      isoDate: '2026-10-14',
    });
  });
});
