import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { Button } from '@forecourt/shared/ui/Button';
import { type MouseEvent, useId, useState } from 'react';
import type { EnquiryIntent } from '../enquiry/EnquiryForm';
import { OfferText } from './OfferText';
import type { OfferCardView } from './view';

// One offer card (spec: 001 §2 "Offers"). Without JavaScript everything reads in full on the offer's
// page (the card's links go there, its enquiry form at #enquire); with it, View more/less and View full
// disclaimer expand in place and Enquire Now / Book A Test Drive open the enquiry dialog.

export const offerCardStyles = {
  card: css({
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    bg: 'surface',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: 'lg',
    overflow: 'hidden',
  }),
  image: css({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bg: 'background' }),
  body: css({ display: 'grid', alignContent: 'start', gap: '3', p: '4' }),
  category: css({ m: '0', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'mutedText' }),
  title: css({ m: '0', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' }),
  titleLink: css({ color: 'inherit', _hover: { color: 'primary' }, _focusVisible: { focusRing: 'outside' } }),
  model: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  text: css({ fontSize: 'sm', '& p': { m: '0 0 2' } }),
  disclaimer: css({ m: '0', fontSize: 'xs', color: 'mutedText' }),
  toggle: css({ justifySelf: 'start' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

export interface OfferCardProps {
  card: OfferCardView;
  /** Opens the enquiry dialog (the island's); the links work by themselves until then. */
  onEnquire: (card: OfferCardView, intent: EnquiryIntent) => void;
  /** The heading level of the card's name in its page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The offer page shows everything at once. */
  expanded?: boolean;
}

function opensDialog(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/**
 * The card.
 * @example <OfferCard card={card} onEnquire={(card, intent) => setEnquiry({ card, intent })} />
 */
export function OfferCard({ card, onEnquire, headingLevel: Heading = 'h2', expanded = false }: OfferCardProps) {
  const [moreShown, setMoreShown] = useState(expanded);
  const [disclaimerShown, setDisclaimerShown] = useState(expanded);
  const descriptionId = useId();
  const disclaimerId = useId();
  const description = moreShown || !card.description.short ? card.description.full : card.description.short;
  const disclaimer = disclaimerShown || !card.disclaimer.short ? card.disclaimer.full : card.disclaimer.short;
  const enquire = (intent: EnquiryIntent) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensDialog(event)) return;
    event.preventDefault();
    onEnquire(card, intent);
  };

  return (
    <article className={offerCardStyles.card} aria-labelledby={`${descriptionId}-title`}>
      {card.image ? (
        <img
          className={offerCardStyles.image}
          src={card.image.src}
          alt={card.image.alt}
          width={400}
          height={300}
          loading="lazy"
        />
      ) : (
        <div />
      )}
      <div className={offerCardStyles.body}>
        <p className={offerCardStyles.category}>{card.category}</p>
        <Heading className={offerCardStyles.title} id={`${descriptionId}-title`}>
          <a className={offerCardStyles.titleLink} href={card.href}>
            {card.name}
          </a>
        </Heading>
        <p className={offerCardStyles.model}>{`${card.manufacturer} ${card.model}`}</p>
        <div className={offerCardStyles.text} id={descriptionId}>
          <OfferText nodes={description} />
        </div>
        {card.description.short && !expanded ? (
          <Button
            variant="ghost"
            size="sm"
            className={offerCardStyles.toggle}
            aria-controls={descriptionId}
            aria-expanded={moreShown}
            onPress={() => setMoreShown((shown) => !shown)}
          >
            {moreShown ? 'View less' : 'View more'}
          </Button>
        ) : null}
        <p className={offerCardStyles.disclaimer} id={disclaimerId}>
          {disclaimer}
        </p>
        {card.disclaimer.short && !expanded && !disclaimerShown ? (
          <Button
            variant="ghost"
            size="sm"
            className={offerCardStyles.toggle}
            aria-controls={disclaimerId}
            onPress={() => setDisclaimerShown(true)}
          >
            View full disclaimer
          </Button>
        ) : null}
        <div className={offerCardStyles.actions}>
          <a className={button({ variant: 'primary' })} href={card.enquiry.formHref} onClick={enquire('enquire')}>
            Enquire Now
          </a>
          <a className={button({ variant: 'secondary' })} href={card.explore.href}>
            {card.explore.label}
          </a>
          <a
            className={button({ variant: 'secondary' })}
            href={`${card.href}?intent=test-drive#enquire`}
            onClick={enquire('test-drive')}
          >
            Book A Test Drive
          </a>
        </div>
      </div>
    </article>
  );
}
