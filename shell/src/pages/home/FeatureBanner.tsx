import type { FeatureBanner as FeatureBannerContent } from '@forecourt/shared';

/**
 * The dealer's feature banner (spec: 000 §2 "feature banner"): heading, a line of text, one link.
 * @example <FeatureBanner banner={tenant.home.featureBanner} />
 */
export function FeatureBanner({ banner }: { banner: FeatureBannerContent | undefined }) {
  if (!banner) return null;
  return (
    <section className="fc-section" aria-labelledby="fc-feature-banner-title">
      <div className="fc-container">
        <div className="fc-feature-banner">
          <h2 className="fc-feature-banner__title" id="fc-feature-banner-title">
            {banner.heading}
          </h2>
          <p>{banner.text}</p>
          <a className="fc-button fc-button--primary" href={banner.href}>
            {banner.ctaLabel}
          </a>
        </div>
      </div>
    </section>
  );
}
