import { type Car, formatKilometres } from '@forecourt/shared';
import { GaugeIcon, PinIcon } from '@forecourt/shared/ui/Icons';
import { carTypeLabel, priceDisplay } from './car-display';

export type CarCardData = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'name'
  | 'price'
  | 'before_price'
  | 'price_type'
  | 'km'
  | 'car_type'
  | 'primary_image_url'
  | 'badge'
  | 'location_name'
>;

interface CarCardProps {
  car: CarCardData;
  /** Above the fold: load the image at once with high priority (spec: 000 §9 "the first 2 images load with priority"). */
  priority: boolean;
}

/**
 * A car in a grid. The heading's link covers the whole card (a stretched link), so the card is one
 * click target while assistive technology hears just the car's name as the link.
 * @example <CarCard car={car} priority={index < 2} />
 */
export function CarCard({ car, priority }: CarCardProps) {
  const price = priceDisplay(car);
  const showKilometres = car.car_type !== 'new' || car.km > 0;
  return (
    <article className="fc-card">
      <div className="fc-card__body">
        <h3 className="fc-card__title">
          <a className="fc-card__link" href={`/cars/${encodeURIComponent(car.slug)}`}>
            {car.name}
          </a>
        </h3>
        {car.badge && <p className="fc-card__badge">{car.badge}</p>}
        <p className="fc-card__price">
          {price.was && (
            <span className="fc-was">
              <span className="fc-vh">Was </span>
              <s>{price.was}</s>
              <span className="fc-vh">, now</span>
            </span>
          )}{' '}
          <span className="fc-price">{price.price}</span>{' '}
          {price.priceType && <span className="fc-price-type">{price.priceType}</span>}
        </p>
      </div>
      <div className="fc-card__media">
        {car.primary_image_url ? (
          <img
            src={car.primary_image_url}
            alt={car.name}
            width={600}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : (
          <div className="fc-card__placeholder">Photo coming soon</div>
        )}
        <span className="fc-card__type">{carTypeLabel(car.car_type)}</span>
      </div>
      {(showKilometres || car.location_name) && (
        <p className="fc-card__meta">
          {showKilometres && (
            <span className="fc-meta-item">
              <GaugeIcon className="fc-icon" />
              {formatKilometres(car.km)}
            </span>
          )}{' '}
          {car.location_name && (
            <span className="fc-meta-item">
              <PinIcon className="fc-icon" />
              {car.location_name}
            </span>
          )}
        </p>
      )}
    </article>
  );
}
