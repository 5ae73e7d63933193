import type { Offer } from '@forecourt/shared';
import {
  type OfferDescriptionView,
  type OfferDisclaimerView,
  offerDescriptionView,
  offerDisclaimerView,
} from '@forecourt/shared/offers/text';

// An offer card's view (spec: 001 §2 "Offers": image, name, model, description with View more/less,
// disclaimer with View full disclaimer, Enquire Now, Explore {model}, Book A Test Drive). Built from the
// offer alone, on the server for the first page and in the search controller's chunk after.

/** What the offer-enquiry lead names (shared leads/forms `OfferEnquiryLeadSchema`). */
export interface OfferEnquiryContext {
  offerId: number;
  offerName: string;
  manufacturerSlug: string;
  modelSlug: string;
  /** The offer's dealership: the enquiry goes to it (a site of several asks which; spec: 000 §5). */
  dealershipSlug: string | null;
  /** Where the enquiry form is without JavaScript: the offer's page. */
  formHref: string;
}

export interface OfferCardView {
  id: number;
  name: string;
  category: string;
  manufacturer: string;
  model: string;
  href: string;
  image: { src: string; alt: string } | null;
  description: OfferDescriptionView;
  disclaimer: OfferDisclaimerView;
  explore: { label: string; href: string };
  enquiry: OfferEnquiryContext;
}

/**
 * The offer's own page (spec: 001 §2 "/offers/{manufacturer}/{offerId}").
 * @example offerPath({ id: 12, manufacturer: { slug: 'toyota' } }) // '/offers/toyota/12'
 */
export function offerPath(offer: { id: number; manufacturer: { slug: string } }): string {
  return `/offers/${offer.manufacturer.slug}/${offer.id}`;
}

/**
 * Where Explore {model} goes (spec: 001 §2): the model's override URL when it has one, else its page in
 * the site's model catalogue (which lists the site's stock and offers of it).
 * @example exploreHref(offer) // '/models/hilux?make=toyota'
 */
export function exploreHref(offer: Pick<Offer, 'manufacturer' | 'model'>): string {
  const make = new URLSearchParams({ make: offer.manufacturer.slug });
  return offer.model.override_url ?? `/models/${encodeURIComponent(offer.model.slug)}?${make}`;
}

/**
 * The card of one offer.
 * @example toOfferCardView(offer).explore.label // 'Explore Hilux'
 */
export function toOfferCardView(offer: Offer): OfferCardView {
  const href = offerPath(offer);
  const image = offer.image_url ?? offer.image_or_model_image;
  return {
    id: offer.id,
    name: offer.name,
    category: offer.category,
    manufacturer: offer.manufacturer.name,
    model: offer.model.name,
    href,
    image: image ? { src: image, alt: `${offer.manufacturer.name} ${offer.model.name}` } : null,
    description: offerDescriptionView(offer.description),
    disclaimer: offerDisclaimerView(offer.disclaimer),
    explore: { label: `Explore ${offer.model.name}`, href: exploreHref(offer) },
    enquiry: {
      offerId: offer.id,
      offerName: offer.name,
      manufacturerSlug: offer.manufacturer.slug,
      modelSlug: offer.model.slug,
      dealershipSlug: offer.dealership_slug ?? null,
      formHref: `${href}#enquire`,
    },
  };
}
