import type { Link } from '@forecourt/shared';
import type { ReactNode } from 'react';
import { ContentSection, type ContentSectionView } from '../ContentSection';
import { SiteForm, type SitePageForm } from './SiteForms';

// A per-dealer site page (issue 19 "Site pages"): the title, the dealer's sections (HTML the gateway
// has already sanitised through the shared allow-list: `sanitisedSection`; plain or collapsible), the
// page's calls to action and, on the pages that take one, a lead form.

/** A section as the shell shows it; `safeHtml` is sanitised markup, never the dealer's raw text. */
export type SitePageSectionView = ContentSectionView;

export interface SitePageBodyProps {
  title: string;
  sections: readonly SitePageSectionView[];
  actions: readonly Link[];
  form: SitePageForm | null;
  /** What the page lists after its content (the blog's cards). */
  children?: ReactNode;
}

/**
 * The body of a site page (`/about-us`, `/service`, …).
 * @example <SitePageBody title="About Us" sections={[{ heading: 'Who we are', safeHtml: '<p>…</p>' }]} actions={[]} form={null} />
 */
export function SitePageBody({ title, sections, actions, form, children }: SitePageBodyProps) {
  return (
    <div className="fc-container fc-page fc-site-page">
      <h1 className="fc-message__title">{title}</h1>
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections are fixed content in the dealer's order
        <ContentSection key={index} section={section} />
      ))}
      {actions.length > 0 ? (
        <div className="fc-actions">
          {actions.map((action) => (
            <a key={action.href} className="fc-button fc-button--secondary" href={action.href}>
              {action.label}
            </a>
          ))}
        </div>
      ) : null}
      {children}
      {form ? <SiteForm form={form} /> : null}
    </div>
  );
}
