import { BOOK_A_SERVICE, type TenantConfig } from '@forecourt/shared';
import { CloseIcon } from '@forecourt/shared/ui/Icons';

interface ServiceBannerProps {
  banner: NonNullable<TenantConfig['serviceBanner']>;
}

/**
 * The emergency service banner (spec: 001 §2 "Emergency service banner with 'BOOK A SERVICE', closable";
 * §4 "stays hidden after"). Like the announcement, its close button is revealed by the client, which
 * remembers the closing on the device.
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
        <button type="button" className="fc-icon-button" hidden data-fc-service-banner-close="">
          <CloseIcon className="fc-icon" />
          <span className="fc-vh">Close the service banner</span>
        </button>
      </div>
    </section>
  );
}
