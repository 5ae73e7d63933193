import { SPECIAL_OFFERS_PATH } from '@forecourt/shared/offers/constants';
import { css } from '@forecourt/shared/styled-system/css';
import { useState } from 'react';
import type { OpenEnquiry } from '../enquiry/EnquiryDialog';
import { EnquiryDialogOnDemand } from '../enquiry/EnquiryDialogOnDemand';
import { EnquiryForm } from '../enquiry/EnquiryForm';
import { OfferCard } from '../offer-card/OfferCard';
import type { OfferPageData } from './view';

const styles = {
  root: css({ display: 'grid', gap: '6', py: '8', maxWidth: '48rem' }),
  back: css({ color: 'primary', _focusVisible: { focusRing: 'outside' } }),
  section: css({ display: 'grid', gap: '3', p: '6', bg: 'surface', borderRadius: 'lg' }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'bold' }),
};

/**
 * The offer's page: the card with everything shown, and its enquiry form.
 * @example <OfferPage {...toOfferPageData(offer, 'enquire', '0.1.0', 'harbourcity.example')} />
 */
export function OfferPage({ card, intent, structuredData }: OfferPageData) {
  const [enquiry, setEnquiry] = useState<OpenEnquiry | null>(null);
  return (
    <div className={styles.root}>
      <a className={styles.back} href={SPECIAL_OFFERS_PATH}>
        All special offers
      </a>
      <OfferCard
        card={card}
        headingLevel="h1"
        expanded
        onEnquire={(opened, chosen) => setEnquiry({ card: opened, intent: chosen })}
      />
      <section id="enquire" className={styles.section} aria-labelledby="fc-offer-enquire">
        <h2 id="fc-offer-enquire" className={styles.heading}>
          {intent === 'test-drive' ? `Book a test drive: ${card.model}` : 'Enquire about this offer'}
        </h2>
        <EnquiryForm offer={card.enquiry} intent={intent} />
      </section>
      <EnquiryDialogOnDemand open={enquiry} onClose={() => setEnquiry(null)} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; scriptSafeJson escapes every `<` */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
    </div>
  );
}
