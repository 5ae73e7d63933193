import { BROWSER_EVENTS, reportBrowserEvent } from '@forecourt/shared/leads/browser-event-ids';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { CarCardFrame } from '@forecourt/shared/ui/CarCardFrame';
import { PinIcon } from '@forecourt/shared/ui/Icons';
import { SaveToggles } from '@forecourt/shared/ui/SaveToggles';
import { useId } from 'react';
import type { CardView } from './card-view';

const styles = {
  tag: css({
    position: 'absolute',
    top: '2',
    left: '2',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    fontSize: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: '0.02em',
    _highContrast: { borderWidth: 'thin', borderStyle: 'solid', borderColor: 'CanvasText' },
  }),
  location: css({
    position: 'absolute',
    left: '0',
    right: '0',
    bottom: '0',
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '1',
    fontSize: 'xs',
    color: 'primaryContrast',
    bg: 'color-mix(in srgb, {colors.text} 75%, transparent)',
  }),
  body: css({ display: 'grid', alignContent: 'start', gap: '2', p: '4' }),
  title: css({ m: '0', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' }),
  titleLink: css({
    color: 'text',
    textDecoration: 'none',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { focusRing: 'outside' },
  }),
  variant: css({ m: '0', fontSize: 'sm', color: 'mutedText' }),
  price: css({ m: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '2' }),
  amount: css({ fontSize: '2xl', fontWeight: 'bold' }),
  muted: css({ fontSize: 'sm', color: 'mutedText' }),
  specs: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '1',
    m: '0',
    fontSize: 'sm',
    '& div': { display: 'grid' },
    '& dt': { color: 'mutedText', fontSize: 'xs' },
    '& dd': { m: '0' },
  }),
  sold: css({ m: '0', fontWeight: 'semibold' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' }),
  srOnly: css({ srOnly: true }),
};

const TAG_TONES = {
  primary: css({ bg: 'primary', color: 'primaryContrast' }),
  accent: css({ bg: 'accent', color: 'text' }),
  success: css({ bg: 'success', color: 'primaryContrast' }),
  danger: css({ bg: 'danger', color: 'primaryContrast' }),
  neutral: css({ bg: 'text', color: 'background' }),
} as const;

const PRIMARY_BUTTON = button({ variant: 'primary', size: 'sm' });
const SECONDARY_BUTTON = button({ variant: 'secondary', size: 'sm' });

export interface CarCardProps {
  card: CardView;
  /** Whether the photo loads at once (the first row) or when scrolled near. */
  eager: boolean;
  /** Whether the photo is the page's largest paint (the first card, which the gateway preloads). */
  priority?: boolean;
}

/**
 * A result card (spec: 000 §2 "Search card actions"; 001 §2 "Car card"): photo with the tag and the
 * location, title, badge and series, price, the spec row (in-stock cars) or the sold message, the
 * action links, and the favourite and compare toggles (the visitor's state on them once in the browser).
 * @example <CarCard card={card} eager={index < 3} priority={index === 0} />
 */
export function CarCard({ card, eager, priority = false }: CarCardProps) {
  const titleId = useId();
  return (
    <CarCardFrame
      labelledBy={titleId}
      image={card.image}
      eager={eager}
      priority={priority}
      overlay={
        <>
          {card.tag && <span className={`${styles.tag} ${TAG_TONES[card.tag.tone]}`}>{card.tag.label}</span>}
          <span className={styles.location}>
            <PinIcon />
            {card.location}
          </span>
        </>
      }
    >
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          <a className={styles.titleLink} href={card.href}>
            {card.title}
          </a>
        </h3>
        {card.variant && <p className={styles.variant}>{card.variant}</p>}
        <p className={styles.price}>
          <span className={styles.amount}>{card.price.amount}</span>
          {card.price.type && <span className={styles.muted}>{card.price.type}</span>}
          {card.price.was && (
            <span className={styles.muted}>
              Was <s>{card.price.was}</s>
            </span>
          )}
        </p>
        {card.price.subscription && <p className={styles.muted}>{`Subscription ${card.price.subscription}`}</p>}
        {card.specs.length > 0 && (
          <dl className={styles.specs}>
            {card.specs.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {card.soldMessage && <p className={styles.sold}>{card.soldMessage}</p>}
        <div className={styles.actions}>
          {card.buttons.map((action, index) => (
            <a key={action.kind} className={index === 0 ? PRIMARY_BUTTON : SECONDARY_BUTTON} href={action.href}>
              {action.label}
              <span className={styles.srOnly}>{`: ${card.title}`}</span>
            </a>
          ))}
        </div>
        {(card.favourite || card.compare) && (
          // In the server HTML too, unselected (hidden without JavaScript, like every kit button): the
          // device lists arrive after mount, so hydration matches and then only sets the visitor's state
          // on them, rather than inserting them into every card (a relayout of the whole results list).
          <SaveToggles
            car={card.saved}
            title={card.title}
            favourite={card.favourite}
            compare={card.compare}
            onFavourited={(car) => reportBrowserEvent(fetch, BROWSER_EVENTS.favourite, car.id)}
          />
        )}
      </div>
    </CarCardFrame>
  );
}
