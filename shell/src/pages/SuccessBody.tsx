import { SENT_LEAD_DESCRIPTIONS, type VehicleLeadForm } from '@forecourt/shared/vehicle/lead-forms';

// The page a visitor lands on after sending a form (spec: 000 §2 "/success Landing after a form
// submission"; §4 "Forms … success (redirect to /success)"): what was sent, about which car, and
// where to go next.

export interface SuccessBodyProps {
  /** The form that was sent, when the page was told and it is one of the vehicle page's. */
  form: VehicleLeadForm | null;
  /** The car it was about, when the site still shows it. */
  car: { name: string; path: string } | null;
}

/** The stock search, the other way on from a thank-you. */
export const SUCCESS_SEARCH_PATH = '/search';

/**
 * The body of `/success`.
 *
 * @example renderPage({ ...options, title: 'Thank you', body: <SuccessBody form="enquiry" car={{ name: '2021 Toyota HiLux SR5', path: '/cars/…' }} /> })
 */
export function SuccessBody({ form, car }: SuccessBodyProps) {
  const sent = form ? SENT_LEAD_DESCRIPTIONS[form] : 'your details';
  return (
    <div className="fc-container fc-message">
      <h1 className="fc-message__title">Thank you</h1>
      <p>
        {`We have received ${sent}`}
        {car ? (
          <>
            {' about the '}
            <strong>{car.name}</strong>
          </>
        ) : null}
        . The dealership will be in touch with you shortly.
      </p>
      <div className="fc-actions">
        {car ? (
          <a className="fc-button fc-button--primary" href={car.path}>
            {`Back to the ${car.name}`}
          </a>
        ) : null}
        <a className={`fc-button ${car ? 'fc-button--secondary' : 'fc-button--primary'}`} href={SUCCESS_SEARCH_PATH}>
          Search our vehicles
        </a>
      </div>
    </div>
  );
}
