import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../schemas/content';
import { blogDescription, blogsForMake, newestBlogs } from './blogs';

const post = (heading: string, make: string | null, date: string): BlogPost => ({
  href: `/blog/${heading.toLowerCase().replace(/\W+/g, '-')}`,
  heading,
  image: null,
  description: `About ${heading}`,
  date,
  make,
});

const POSTS = [
  post('General old', null, '2026-01-01'),
  post('Toyota old', 'Toyota', '2026-02-01'),
  post('Mazda', 'Mazda', '2026-05-01'),
  post('General new', null, '2026-06-01'),
  post('Toyota new', 'Toyota', '2026-07-01'),
];

describe('blogsForMake', () => {
  it("puts the make's posts first, then general ones, each newest first", () => {
    expect(blogsForMake(POSTS, 'toyota', 10).map((card) => card.heading)).toEqual([
      'Toyota new',
      'Toyota old',
      'General new',
      'General old',
    ]);
  });

  it('keeps to the limit and gives cards without the make', () => {
    const cards = blogsForMake(POSTS, 'Mazda', 2);
    expect(cards.map((card) => card.heading)).toEqual(['Mazda', 'General new']);
    expect(cards[0]).not.toHaveProperty('make');
  });

  it('gives only general posts without a make, and none for a limit of 0', () => {
    expect(blogsForMake(POSTS, undefined, 5).map((card) => card.heading)).toEqual(['General new', 'General old']);
    expect(blogsForMake(POSTS, 'Toyota', 0)).toEqual([]);
  });
});

describe('newestBlogs', () => {
  it('gives the newest posts whatever their make, as cards, up to the limit', () => {
    const cards = newestBlogs(POSTS, 3);
    expect(cards.map((card) => card.heading)).toEqual(['Toyota new', 'General new', 'Mazda']);
    expect(cards[0]).not.toHaveProperty('make');
    expect(newestBlogs(POSTS, 0)).toEqual([]);
  });
});

describe('blogDescription', () => {
  it('keeps a description of up to 80 characters', () => {
    expect(blogDescription(' Short  and sweet. ')).toBe('Short and sweet.');
    expect(blogDescription('x'.repeat(80))).toBe('x'.repeat(80));
  });

  it('cuts a longer one at a word, with an ellipsis', () => {
    const cut = blogDescription(
      'Everything you need to know about towing a caravan with a dual cab ute this summer holiday.',
    );
    expect(cut).toBe('Everything you need to know about towing a caravan with a dual cab ute this\u2026');
    expect(cut.length).toBeLessThanOrEqual(81);
  });
});
