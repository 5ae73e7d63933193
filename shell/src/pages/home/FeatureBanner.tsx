import type { FeatureBanner as FeatureBannerContent, FeatureFlags } from '@forecourt/shared';
import { isSwitchedOffLink } from '@forecourt/shared/site-pages/feature-routes';
import { ContentSection, sanitisedSection } from '../ContentSection';

/**
 * The dealer's feature banner (spec: 000 §2 "feature banner"): heading, a line of text, one link, and
 * optionally its detail, which opens and closes under its own heading like any collapsible section
 * (spec: 001 §4 "Collapsible banner detail opens or closes on click (300 ms animation)"). Its link is
 * left out while it leads to a feature the site has switched off.
 * @example <FeatureBanner banner={tenant.home.featureBanner} features={tenant.features} />
 */
export function FeatureBanner({
  banner,
  features,
}: {
  banner: FeatureBannerContent | undefined;
  features: FeatureFlags;
}) {
  if (!banner) return null;
  return (
    <section className="fc-section" aria-labelledby="fc-feature-banner-title">
      <div className="fc-container">
        <div className="fc-feature-banner">
          <h2 className="fc-feature-banner__title" id="fc-feature-banner-title">
            {banner.heading}
          </h2>
          <p>{banner.text}</p>
          {banner.detail ? (
            <ContentSection
              section={sanitisedSection(banner.detail)}
              headingLevel={3}
              className="fc-feature-banner__detail fc-prose"
            />
          ) : null}
          {isSwitchedOffLink(banner.href, features) ? null : (
            <a className="fc-button fc-button--primary" href={banner.href}>
              {banner.ctaLabel}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
