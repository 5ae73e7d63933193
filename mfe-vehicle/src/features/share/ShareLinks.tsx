import { openShareWindow, type ShareLink } from '@forecourt/shared/vehicle/share';
import type { MouseEvent } from 'react';

/** Opens the share in its 550 × 400 window; a blocked window leaves the link to open as it is. */
function shareInWindow(event: MouseEvent<HTMLAnchorElement>) {
  if (openShareWindow(open, event.currentTarget.href)) event.preventDefault();
}

/**
 * Share the car to a network (spec: 000 §9 "Share window 550 by 400"): plain links in a new tab without
 * JavaScript, a 550 × 400 window with it.
 * @example <ShareLinks links={sidebar.shareLinks} className={TOOL_LINK} />
 */
export function ShareLinks({ links, className }: { links: ShareLink[]; className: string }) {
  return links.map((link) => (
    <a
      key={link.network}
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={shareInWindow}
    >
      {link.label}
    </a>
  ));
}
