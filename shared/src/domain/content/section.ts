import { z } from 'zod';

// A dealer's content section (spec: 000 §2 "collapsible sections (open/closed, optionally remembered by
// header)", 001 §4 "Collapsible banner detail"): a heading and HTML (sanitised when shown), shown as it
// is or as a disclosure under its heading. Site pages are made of them, a home page may carry them as
// blocks, and the feature banner's detail is one.

/** How a collapsible section starts, and whether the browser remembers the visitor's choice. */
export const CollapseSchema = z.object({
  /** Open when the page loads (until the visitor chooses otherwise, where it is remembered). */
  open: z.boolean().default(false),
  /** Remember the visitor's open or closed choice in this browser, by the section's heading. */
  remember: z.boolean().default(false),
});
export type Collapse = z.infer<typeof CollapseSchema>;

const contentSectionShape = {
  heading: z.string().min(1).nullable().default(null),
  html: z.string(),
  collapse: CollapseSchema.optional(),
};

/** A disclosure is opened by its heading: without one there is nothing to click. */
function headedWhenCollapsible(section: { heading: string | null; collapse?: Collapse }): boolean {
  return section.collapse === undefined || section.heading !== null;
}
const NEEDS_HEADING = { message: 'a collapsible section needs a heading', path: ['heading'] };

/** A headed part of a page; `html` is the dealer's markup; `collapse` makes it a disclosure. */
export const ContentSectionSchema = z.object(contentSectionShape).refine(headedWhenCollapsible, NEEDS_HEADING);
export type ContentSection = z.infer<typeof ContentSectionSchema>;
export type ContentSectionInput = z.input<typeof ContentSectionSchema>;

/**
 * A content section as a home page block (`kind: 'section'`), placed among the others.
 * @example HomeSectionBlockSchema.parse({ kind: 'section', heading: 'Towing guide', html: '<p>…</p>', collapse: {} })
 */
export const HomeSectionBlockSchema = z
  .object({ kind: z.literal('section'), ...contentSectionShape })
  .refine(headedWhenCollapsible, NEEDS_HEADING);

/** A section that collapses: its heading is always there. */
export const CollapsibleSectionSchema = z.object({
  heading: z.string().min(1),
  html: z.string(),
  collapse: CollapseSchema.default({ open: false, remember: false }),
});
export type CollapsibleSection = z.infer<typeof CollapsibleSectionSchema>;
