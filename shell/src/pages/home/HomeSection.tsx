import type { ReactNode } from 'react';

/**
 * A titled home-page section, with an optional link beside its title.
 * @example <HomeSection id="fc-latest-title" title="Latest arrivals">…</HomeSection>
 */
export function HomeSection(props: {
  id: string;
  title: string;
  link?: { href: string; label: string };
  surface?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={props.surface ? 'fc-section fc-section--surface' : 'fc-section'} aria-labelledby={props.id}>
      <div className="fc-container">
        <div className="fc-section__header">
          <h2 className="fc-section__title" id={props.id}>
            {props.title}
          </h2>
          {props.link && (
            <a className="fc-text-link" href={props.link.href}>
              {props.link.label}
            </a>
          )}
        </div>
        {props.children}
      </div>
    </section>
  );
}
