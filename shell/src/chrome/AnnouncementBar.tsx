import type { TenantConfig } from '@forecourt/shared';
import { CloseIcon } from '@forecourt/shared/ui/Icons';

interface AnnouncementBarProps {
  announcement: NonNullable<TenantConfig['announcement']>;
}

/**
 * The tenant's announcement, above the header. Its close button is rendered `hidden`: the client
 * reveals it (client/chrome.ts), so without JavaScript there is no button that does nothing.
 * @example <AnnouncementBar announcement={{ text: 'Spring sale on now', href: '/special-offers' }} />
 */
export function AnnouncementBar({ announcement }: AnnouncementBarProps) {
  return (
    <section className="fc-announcement" aria-label="Announcement" data-fc-announcement="">
      <div className="fc-container fc-announcement__inner">
        <p className="fc-announcement__text">
          {announcement.href ? <a href={announcement.href}>{announcement.text}</a> : announcement.text}
        </p>
        <button type="button" className="fc-icon-button" data-fc-needs-js="" data-fc-announcement-close="">
          <CloseIcon className="fc-icon" />
          <span className="fc-vh">Dismiss announcement</span>
        </button>
      </div>
    </section>
  );
}
