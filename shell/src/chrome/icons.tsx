// Decorative icons: hidden from assistive technology, drawn in currentColor so they follow the theme.

import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** The frame every icon shares: a 24×24 box, hidden from assistive technology, never focusable. */
function Icon({ className = 'fc-icon', children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A handset. */
export function PhoneIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
      />
    </Icon>
  );
}

/** Three bars. */
export function MenuIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** A map pin. */
export function PinIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </Icon>
  );
}

/** A cross. */
export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** An arrow pointing right. */
export function ArrowIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M5 12h14M13 6l6 6-6 6"
      />
    </Icon>
  );
}

/** A gauge (odometer). */
export function GaugeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M4.9 17.5a8.5 8.5 0 1 1 14.2 0M12 13l3.5-3.5"
      />
    </Icon>
  );
}

/** A heart (favourites). */
export function HeartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M12 20.5s-7.5-4.6-7.5-10.4A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.8c0 5.8-7.5 10.4-7.5 10.4Z"
      />
    </Icon>
  );
}

/** Two bars side by side (the compare list). */
export function CompareIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 4v16M16 4v16M4 8h8M12 16h8" />
    </Icon>
  );
}
