import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EnquiryForm } from './EnquiryForm';

const offer = {
  offerId: 12,
  offerName: 'Corolla drive-away',
  manufacturerSlug: 'toyota',
  modelSlug: 'corolla',
  formHref: '/offers/toyota/12#enquire',
};

describe('EnquiryForm', () => {
  it("posts the offer's dealership with the enquiry, so a site of several knows where it goes (spec: 000 §5)", () => {
    const html = renderToStaticMarkup(
      <EnquiryForm offer={{ ...offer, dealershipSlug: 'harbour-city-toyota' }} intent="enquire" />,
    );
    expect(html).toContain('<input type="hidden" name="form" value="offer-enquiry"/>');
    expect(html).toContain('<input type="hidden" name="dealership_slug" value="harbour-city-toyota"/>');
    const unknown = renderToStaticMarkup(<EnquiryForm offer={{ ...offer, dealershipSlug: null }} intent="enquire" />);
    expect(unknown).not.toContain('name="dealership_slug"');
  });
});
