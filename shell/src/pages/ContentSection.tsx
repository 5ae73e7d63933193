import type { Collapse } from '@forecourt/shared/content/section';
import { sanitisedHtml } from '@forecourt/shared/site-pages/html';
import { COLLAPSIBLE_ATTRIBUTE, COLLAPSIBLE_KEY_ATTRIBUTE } from '../document/collapsible-markup';
import { sectionOpenKey } from '../document/storage-keys';

// A dealer's content section (site pages, home blocks, the feature banner's detail): its heading and
// its already-sanitised HTML, or, when it collapses, a native `<details>` disclosure — it opens and
// closes by mouse, keyboard and without JavaScript; the client animates it (300 ms) and, where the
// dealer asked, remembers it by its heading (client/collapsible.ts).

/** A section as the shell shows it; `safeHtml` is sanitised markup, never the dealer's raw text. */
export interface ContentSectionView {
  heading: string | null;
  safeHtml: string;
  collapse?: Collapse;
}

/**
 * A dealer's section as it may be shown: its HTML through the shared allow-list.
 * @example sanitisedSection({ heading: 'FAQ', html: '<p onclick="x()">Hi</p>' }).safeHtml // '<p>Hi</p>'
 */
export function sanitisedSection(section: {
  heading: string | null;
  html: string;
  collapse?: Collapse;
}): ContentSectionView {
  const { heading, html, collapse } = section;
  return collapse ? { heading, safeHtml: sanitisedHtml(html), collapse } : { heading, safeHtml: sanitisedHtml(html) };
}

/**
 * One content section.
 * @example <ContentSection section={{ heading: 'FAQ', safeHtml: '<p>…</p>', collapse: { open: false, remember: true } }} />
 */
export function ContentSection({
  section,
  headingLevel = 2,
  className = 'fc-prose',
}: {
  section: ContentSectionView;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the shared allow-list before it gets here
  const body = <div className="fc-content-section__body" dangerouslySetInnerHTML={{ __html: section.safeHtml }} />;
  const { heading, collapse } = section;
  if (!collapse || heading === null) {
    return (
      <section className={className}>
        {heading ? <Heading>{heading}</Heading> : null}
        {body}
      </section>
    );
  }
  const remembered = collapse.remember ? { [COLLAPSIBLE_KEY_ATTRIBUTE]: sectionOpenKey(heading) } : {};
  return (
    <section className={className}>
      <details className="fc-collapsible" open={collapse.open} {...{ [COLLAPSIBLE_ATTRIBUTE]: '' }} {...remembered}>
        <summary className="fc-collapsible__summary">
          <Heading className="fc-collapsible__heading">{heading}</Heading>
          <span className="fc-chevron" aria-hidden="true" />
        </summary>
        {body}
      </details>
    </section>
  );
}
