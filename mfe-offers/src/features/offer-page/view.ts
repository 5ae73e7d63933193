import type { Offer } from '@forecourt/shared';
import { scriptSafeJson } from '@forecourt/shared/format/script-json';
import type { EnquiryIntent } from '../enquiry/EnquiryForm';
import { type OfferCardView, offerPath, toOfferCardView } from '../offer-card/view';

// An offer's page (spec: 001 §2 "/offers/{manufacturer}/{offerId} or /offers/{offerId}"): the card in
// full, the enquiry form in the page (its #enquire, where the cards' links land without JavaScript)
// and the offer as schema.org `Offer` data.

export interface OfferPageData {
  remoteVersion: string;
  card: OfferCardView;
  /** Which enquiry the page's form makes (`?intent=test-drive` from Book A Test Drive). */
  intent: EnquiryIntent;
  /** JSON-LD, escaped for a script element. */
  structuredData: string;
}

/**
 * The offer as schema.org `Offer` (its page, price in AUD when it has one, its validity window, the
 * model offered) on the site's origin (`https://{host}`): schema.org wants absolute URLs, and the
 * offer's image is site-relative.
 * @example JSON.parse(offerStructuredData(offer, 'https://harbourcity.example')).url // 'https://harbourcity.example/offers/toyota/12'
 */
export function offerStructuredData(offer: Offer, origin: string): string {
  const image = offer.image_url ?? offer.image_or_model_image;
  return scriptSafeJson({
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.name,
    url: new URL(offerPath(offer), origin).href,
    description: offer.sanitized_description,
    category: offer.category,
    ...(offer.price === null ? {} : { price: offer.price, priceCurrency: 'AUD' }),
    ...(offer.starts_at ? { validFrom: offer.starts_at } : {}),
    ...(offer.expires_at ? { priceValidUntil: offer.expires_at, validThrough: offer.expires_at } : {}),
    ...(image ? { image: new URL(image, origin).href } : {}),
    itemOffered: {
      '@type': 'Product',
      name: `${offer.manufacturer.name} ${offer.model.name}`,
      brand: { '@type': 'Brand', name: offer.manufacturer.name },
      model: offer.model.name,
    },
  });
}

/**
 * The page's props, for the site at `host`.
 * @example toOfferPageData(offer, 'enquire', '0.1.0', 'harbourcity.example').card.name
 */
export function toOfferPageData(
  offer: Offer,
  intent: EnquiryIntent,
  remoteVersion: string,
  host: string,
): OfferPageData {
  const structuredData = offerStructuredData(offer, `https://${host}`);
  return { remoteVersion, card: toOfferCardView(offer), intent, structuredData };
}
