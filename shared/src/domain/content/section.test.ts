import { describe, expect, it } from 'vitest';
import { CollapsibleSectionSchema, ContentSectionSchema, HomeSectionBlockSchema } from './section';

describe('content sections', () => {
  it('is shown as it is unless it says collapse, which starts closed and unremembered', () => {
    expect(ContentSectionSchema.parse({ html: '<p>Hi</p>' })).toEqual({ heading: null, html: '<p>Hi</p>' });
    expect(ContentSectionSchema.parse({ heading: 'FAQ', html: '', collapse: {} }).collapse).toEqual({
      open: false,
      remember: false,
    });
  });

  it('refuses a collapsible section without a heading to open it by', () => {
    const result = ContentSectionSchema.safeParse({ html: '<p>Hi</p>', collapse: { open: true } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['heading']);
    expect(HomeSectionBlockSchema.safeParse({ kind: 'section', html: '', collapse: {} }).success).toBe(false);
  });

  it('makes a banner detail collapsible by default', () => {
    expect(CollapsibleSectionSchema.parse({ heading: 'What is covered', html: '' }).collapse).toEqual({
      open: false,
      remember: false,
    });
  });
});
