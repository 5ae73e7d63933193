// An accepted payment method drawn as a small card of our own (no brand's artwork: a neutral card
// outline with the method's name written on it), named for assistive technology by its `aria-label`.
// Server HTML in the footer (spec: 001 §2 "accepted payment logos"). The checkout island lists the same names as text:
// loading this module there put its first-visit JavaScript over its ratchet (e2e/first-visit-bytes.spec.ts).

import type { PaymentLogoName } from '@forecourt/shared/checkout/rules';

export interface PaymentLogoProps {
  name: PaymentLogoName;
  className?: string | undefined;
}

/** The card's width and height in px (a payment card's proportions, small enough for a row of five). */
const WIDTH = 64;
const HEIGHT = 40;

/**
 * One accepted payment method as an image.
 * @example <PaymentLogo name="Visa" /> // <svg role="img" aria-label="Visa" …>
 */
export function PaymentLogo({ name, className }: PaymentLogoProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={name}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
    >
      <rect
        x="1"
        y="1"
        width={WIDTH - 2}
        height={HEIGHT - 2}
        rx="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="8" y="8" width="10" height="7" rx="1.5" fill="currentColor" opacity="0.5" />
      <text
        x={WIDTH / 2}
        y="30"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  );
}
