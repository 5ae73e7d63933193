import { PAYMENT_LOGOS } from '@forecourt/shared/checkout/rules';
import { PaymentLogo } from '@forecourt/shared/ui/PaymentLogo';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.edge';

// The checkout's accepted payment marks (spec: 001 §2 "accepted payment logos: Mastercard, Visa, Maestro, Google
// Pay, Apple Pay"), drawn here on the server with the kit's PaymentLogo, the footer's marks: the island carries
// their markup, not the code that draws them (the checkout's first visit stays within its ratchet).

let markup: string | null = null;

/**
 * The list items of every accepted method's mark, each an image named by its method; the same for every page,
 * so drawn once per isolate.
 * @example paymentLogosHtml() // '<li><svg role="img" aria-label="Mastercard" …></svg></li>…'
 */
export function paymentLogosHtml(): string {
  markup ??= renderToStaticMarkup(
    PAYMENT_LOGOS.map((name) => createElement('li', { key: name }, createElement(PaymentLogo, { name }))),
  );
  return markup;
}
