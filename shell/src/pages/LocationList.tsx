import type { Location, LocationType } from '@forecourt/shared';
import { telHref } from '@forecourt/shared/format/tel-href';
import { PhoneIcon, PinIcon } from '@forecourt/shared/ui/Icons';

export type LocationSummary = Pick<Location, 'id' | 'name' | 'slug' | 'location_type' | 'address' | 'contact_detail'>;

const LOCATION_TYPE_LABELS: Record<LocationType, string | null> = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
  '': null,
};

/**
 * The tenant's locations as cards: type, name (linking to /contact-us/{slug}), suburb and phone.
 * @example <LocationList locations={locations} />
 */
export function LocationList({ locations }: { locations: LocationSummary[] }) {
  return (
    <ul className="fc-locations">
      {locations.map((location) => {
        const typeLabel = LOCATION_TYPE_LABELS[location.location_type];
        const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
        const { city, state } = location.address;
        return (
          <li key={location.id}>
            <article className="fc-location">
              {typeLabel && <p className="fc-location__type">{typeLabel}</p>}
              <h3 className="fc-location__name">
                <a href={`/contact-us/${encodeURIComponent(location.slug)}`}>{location.name}</a>
              </h3>
              {city && (
                <p className="fc-location__detail">
                  <PinIcon className="fc-icon" />
                  {[city, state].filter(Boolean).join(' ')}
                </p>
              )}
              {phone && (
                <p className="fc-location__detail">
                  <PhoneIcon className="fc-icon" />
                  <a href={telHref(phone) ?? undefined}>
                    <span className="fc-vh">Call {location.name} on </span>
                    {phone}
                  </a>
                </p>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
