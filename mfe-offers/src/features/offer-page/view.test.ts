import { describe, expect, it } from 'vitest';
import { sampleOffer } from '../../test-fixtures';
import { offerStructuredData, toOfferPageData } from './view';

// spec: 001 §2 "/offers/{manufacturer}/{offerId}": the offer page's schema.org `Offer` names the page
// and its picture by absolute URL on the site's own host (a relative one means nothing to a crawler).

const parse = (json: string) => JSON.parse(json) as Record<string, unknown>;

describe('offerStructuredData', () => {
  it('names the offer’s page and image absolutely on the site’s origin', () => {
    const data = parse(offerStructuredData(sampleOffer(), 'https://harbourcity.example'));
    expect(data['@type']).toBe('Offer');
    expect(data.url).toBe('https://harbourcity.example/offers/toyota/12');
    expect(data.image).toBe('https://harbourcity.example/media/v1/car/ute/white/ext-1.svg');
  });

  it('falls back to the model’s image, and leaves an already absolute image as it is', () => {
    const modelImage = sampleOffer({ image_url: null, image_or_model_image: '/media/v1/car/suv/red/ext-2.svg' });
    expect(parse(offerStructuredData(modelImage, 'https://sunvalley.example')).image).toBe(
      'https://sunvalley.example/media/v1/car/suv/red/ext-2.svg',
    );
    const cdn = sampleOffer({ image_url: 'https://cdn.example/offer.jpg' });
    expect(parse(offerStructuredData(cdn, 'https://sunvalley.example')).image).toBe('https://cdn.example/offer.jpg');
  });

  it('has no image when the offer and its model have none', () => {
    const bare = sampleOffer({ image_url: null, image_or_model_image: null });
    expect(parse(offerStructuredData(bare, 'https://redgum.example'))).not.toHaveProperty('image');
  });
});

describe('toOfferPageData', () => {
  it('builds the data on https://{host}', () => {
    const data = toOfferPageData(sampleOffer({ id: 7 }), 'enquire', '0.1.0', 'redgum.localhost');
    expect(parse(data.structuredData).url).toBe('https://redgum.localhost/offers/toyota/7');
  });
});
