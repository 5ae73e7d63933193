import { css } from '@forecourt/shared/styled-system/css';

// The panels the trade-in and checkout pages are made of, and the car a shopper is buying shown in one.

export const panelStyles = {
  section: css({
    display: 'grid',
    gap: '3',
    p: '5',
    bg: 'surface',
    borderRadius: 'lg',
    borderWidth: 'thin',
    borderColor: 'border',
  }),
  heading: css({ m: '0', fontSize: 'xl', fontWeight: 'semibold' }),
  muted: css({ m: '0', color: 'mutedText' }),
  link: css({
    color: 'primary',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    _focusVisible: { focusRing: 'outside' },
  }),
};

const carImage = css({ width: '100%', height: 'auto', borderRadius: 'md', aspectRatio: '4 / 3', objectFit: 'cover' });

/** The car beside a form: its photo, a link to its page, its price. */
export interface CarSummary {
  title: string;
  price: string;
  href: string;
  image: string | null;
}

/**
 * A panel showing the car being bought under `heading`.
 *
 * @example <CarPanel id="checkout-car" heading="The car" car={car} />
 */
export function CarPanel({ id, heading, car }: { id: string; heading: string; car: CarSummary }) {
  return (
    <section className={panelStyles.section} aria-labelledby={id}>
      <h2 id={id} className={panelStyles.heading}>
        {heading}
      </h2>
      {car.image && <img className={carImage} src={car.image} alt="" width={400} height={300} />}
      <a className={panelStyles.link} href={car.href}>
        {car.title}
      </a>
      <p className={panelStyles.muted}>{car.price}</p>
    </section>
  );
}
