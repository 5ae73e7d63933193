// Decorative icons of the cards: hidden from assistive technology, drawn in currentColor.

import type { ReactNode } from 'react';

function Icon({ className, children }: { className?: string | undefined; children: ReactNode }) {
  return (
    <svg className={className} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A heart: filled when the car is a favourite. */
export function HeartIcon({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <Icon className={className}>
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
      />
    </Icon>
  );
}

/** Two bars side by side: the compare list. */
export function CompareIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 4v16M16 4v16M4 8h8M12 16h8" />
    </Icon>
  );
}

/** A map pin. */
export function PinIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </Icon>
  );
}

/** A chevron pointing left or right. */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Icon>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      />
    </Icon>
  );
}
