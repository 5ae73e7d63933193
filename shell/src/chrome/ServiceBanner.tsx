import { BOOK_A_SERVICE, type TenantConfig } from '@forecourt/shared';
import { CloseIcon } from '@forecourt/shared/ui/Icons';

interface ServiceBannerProps {
  banner: NonNullable<TenantConfig['serviceBanner']>;
}

/**
 * The emergency service banner (spec: 001 §2 "Emergency service banner with 'BOOK A SERVICE', closable";
 * §4 "stays hidden after"). Like the announcement, its close button shows from the first paint when
 * JavaScript is on (data-fc-needs-js: revealed by the client, the banner's text would narrow and the page shift
 * down as it loads; CLS ≈ 0.05 on every page, issue 28), and the client remembers the closing on the device.
 * @example <ServiceBanner banner={{ text: 'Storm damage? Our workshop is open.', href: '/service#service-booking' }} />
 */
export function ServiceBanner({ banner }: ServiceBannerProps) {
  return (
    <section className="fc-service-banner" aria-label="Service" data-fc-service-banner="">
      <div className="fc-container fc-announcement__inner">
        <p className="fc-announcement__text">{banner.text}</p>
        <a className="fc-button fc-button--primary" href={banner.href}>
          {BOOK_A_SERVICE}
        </a>
        <button type="button" className="fc-icon-button" data-fc-needs-js="" data-fc-service-banner-close="">
          <CloseIcon className="fc-icon" />
          <span className="fc-vh">Close the service banner</span>
        </button>
      </div>
    </section>
  );
}
