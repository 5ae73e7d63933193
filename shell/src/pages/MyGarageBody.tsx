import type { AccountEnquiry, AccountTradeIn } from '@forecourt/shared/account/api';
import type { Reservation } from '@forecourt/shared/checkout/api';
import { heldUntil } from '@forecourt/shared/checkout/expiry';
import { RESERVATION_STATUS_LABELS, receiptPath, reserveLabel } from '@forecourt/shared/checkout/rules';
import { formatDate } from '@forecourt/shared/format/date';
import { formatPrice } from '@forecourt/shared/format/money';
import type { SignedInUser } from '@forecourt/shared/identity/api';
import {
  alertsInWords,
  SAVED_SEARCHES_API_PATH,
  type SavedSearchSummary,
} from '@forecourt/shared/search/saved-searches';
import type { TradeInOutcome } from '@forecourt/shared/trade-in/api';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import type { CarCardData } from './CarCard';
import { CarGrid } from './CarGrid';
import { Field } from './FormField';

// The shopper's account page (issue 17 "Account"; spec: 001 §2 "/my-garage", §6 gated): what they left on
// this site with their phone — the watchlist, the device's favourites and compare list, reservations,
// trade-in valuations and enquiries — and the remembered details, to edit or forget with plain forms.

/** Where the account's forms post (the gateway's routes/account.ts). */
export const ACCOUNT_DETAILS_ACTION = '/api/account/details';
export const ACCOUNT_FORGET_ACTION = '/api/account/forget';

const FORM_LABELS: Record<string, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  'request-photos': 'More photos',
  'find-similar': 'Find something similar',
  finance: 'Finance enquiry',
  'trade-in': 'Trade-in valuation',
  'offer-enquiry': 'Offer enquiry',
  'service-booking': 'Service booking',
};

function tradeInSummary(outcome: TradeInOutcome | null): string {
  if (outcome === null) return 'Being valued';
  switch (outcome.status) {
    case 'valued':
      return `Offer ${formatPrice(outcome.offer)} (range ${formatPrice(outcome.range.low)} to ${formatPrice(outcome.range.high)})${outcome.accepted_at ? ', accepted' : ''}`;
    case 'refused':
      return 'No online estimate: our team will call you';
    case 'unavailable':
      return 'Our team will call you with a valuation';
  }
}

type Notice = { kind: 'saved' | 'forgotten' } | { kind: 'invalid'; message: string };

function noticeText(notice: Notice): string {
  if (notice.kind === 'invalid') return notice.message;
  return notice.kind === 'saved' ? 'Your details are saved.' : 'Your details are forgotten.';
}

export interface MyGarageBodyProps {
  user: SignedInUser;
  /** The saved cars the site still shows, or null when the site has no watchlist. */
  watchlist: CarCardData[] | null;
  /** Which device lists the site keeps (favourites and compare live on the device). */
  deviceLists: { favourites: boolean; compare: boolean };
  reservations: Reservation[];
  tradeIns: AccountTradeIn[];
  enquiries: AccountEnquiry[];
  /** The shopper's saved searches on the site (mfe-search's), or null when the site saves none. */
  savedSearches: SavedSearchSummary[] | null;
  /** Where the site's stock search is (its search prefix). */
  searchHref: string;
  /** What the last details form did: saved, forgotten, or the problem with what was sent. */
  notice: Notice | null;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="fc-section" aria-labelledby={id}>
      <div className="fc-container">
        <div className="fc-section__header">
          <h2 className="fc-section__title" id={id}>
            {title}
          </h2>
        </div>
        {children}
      </div>
    </section>
  );
}

/** The saved searches (issue 31): each with its alerts and last count, a link to it, and a plain form to delete it. */
function SavedSearches({ searches, searchHref }: { searches: SavedSearchSummary[]; searchHref: string }) {
  return (
    <Section id="fc-garage-searches" title="Saved searches">
      {searches.length === 0 ? (
        <p>
          No saved searches yet.{' '}
          <a className="fc-text-link" href={searchHref}>
            Search our stock
          </a>{' '}
          and choose “Save this search” to hear about new cars and price drops.
        </p>
      ) : (
        <ul>
          {searches.map((search) => (
            <li key={search.id}>
              <a className="fc-text-link" href={search.href}>
                {search.name}
              </a>
              {`: ${alertsInWords(search.alerts)}`}
              {search.lastResultCount === null
                ? ''
                : `; ${search.lastResultCount} ${search.lastResultCount === 1 ? 'car' : 'cars'} at the last look`}
              {search.checkedAt === null ? '' : ` (${formatDate(new Date(search.checkedAt).toISOString())})`}{' '}
              <form className="fc-inline-form" method="post" action={`${SAVED_SEARCHES_API_PATH}/${search.id}/delete`}>
                <Button className="fc-button fc-button--secondary" type="submit">
                  Delete<span className="fc-visually-hidden">{` ${search.name}`}</span>
                </Button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The body of /my-garage.
 * @example renderPage({ ...options, title: 'My garage', body: <MyGarageBody {...account} /> })
 */
export function MyGarageBody(props: MyGarageBodyProps) {
  const { user, watchlist, deviceLists, reservations, tradeIns, enquiries, savedSearches, searchHref, notice } = props;
  return (
    <>
      <div className="fc-container">
        <h1 className="fc-section__title">My garage</h1>
      </div>
      <Section id="fc-garage-saved" title="Saved cars">
        {watchlist === null ? null : watchlist.length === 0 ? (
          <p>No cars in your watchlist yet. Save a car from its page to keep an eye on it here.</p>
        ) : (
          <CarGrid cars={watchlist.slice(0, 4)} />
        )}
        <ul>
          {watchlist === null ? null : (
            <li>
              <a className="fc-text-link" href="/my-garage/watchlist">
                My watchlist ({watchlist.length})
              </a>
            </li>
          )}
          {deviceLists.favourites ? (
            <li>
              <a className="fc-text-link" href="/favourites">
                My favourites (on this device)
              </a>
            </li>
          ) : null}
          {deviceLists.compare ? (
            <li>
              <a className="fc-text-link" href="/compare">
                Compare cars side by side (on this device)
              </a>
            </li>
          ) : null}
        </ul>
      </Section>
      {savedSearches === null ? null : <SavedSearches searches={savedSearches} searchHref={searchHref} />}
      <Section id="fc-garage-reservations" title="Reservations">
        {reservations.length === 0 ? (
          <p>You have no reservations yet. Reserve a car from its page to hold it.</p>
        ) : (
          <ul>
            {reservations.map((reservation) => (
              <li key={reservation.id}>
                <a className="fc-text-link" href={receiptPath(reservation.id)}>
                  {reservation.car_name ?? reservation.car_slug}
                </a>
                {`: ${RESERVATION_STATUS_LABELS[reservation.status]}`}
                {reserveLabel(reservation.amount) ? ` (deposit ${reserveLabel(reservation.amount)})` : ''}
                {heldUntil(reservation) ? `, held until ${heldUntil(reservation)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="fc-garage-trade-ins" title="Trade-in valuations">
        {tradeIns.length === 0 ? (
          <p>
            No trade-in valuations yet.{' '}
            <a className="fc-text-link" href="/trade-in">
              Value your trade-in
            </a>
          </p>
        ) : (
          <ul>
            {tradeIns.map((tradeIn) => (
              <li key={tradeIn.lead_id}>
                <a className="fc-text-link" href={`/trade-in?lead_id=${encodeURIComponent(tradeIn.lead_id)}`}>
                  {`${tradeIn.rego} (${tradeIn.rego_state})`}
                </a>
                {`, ${tradeIn.km.toLocaleString('en-AU')} km, ${formatDate(tradeIn.created_at)}: ${tradeInSummary(tradeIn.outcome)}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="fc-garage-enquiries" title="Enquiries">
        {enquiries.length === 0 ? (
          <p>No enquiries made while signed in on this site yet.</p>
        ) : (
          <ul>
            {enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                {`${formatDate(enquiry.created_at)}: ${FORM_LABELS[enquiry.form] ?? enquiry.form}`}
                {enquiry.car ? (
                  <>
                    {' about the '}
                    <a className="fc-text-link" href={`/cars/${encodeURIComponent(enquiry.car.slug)}`}>
                      {enquiry.car.title}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="fc-garage-details" title="Your details">
        <p>We fill these in on our forms for you. Your mobile, {user.phone}, is your account and stays.</p>
        {notice ? (
          <div className="fc-alert" role={notice.kind === 'invalid' ? 'alert' : 'status'}>
            {noticeText(notice)}
          </div>
        ) : null}
        <Form className="fc-form" method="post" action={ACCOUNT_DETAILS_ACTION}>
          <Field
            name="first_name"
            label="First name"
            value={user.first_name ?? ''}
            autoComplete="given-name"
            isRequired
          />
          <Field name="last_name" label="Last name" value={user.last_name ?? ''} autoComplete="family-name" />
          <Field
            name="email"
            label="Email"
            type="email"
            value={user.email ?? ''}
            autoComplete="email"
            inputMode="email"
          />
          <div className="fc-actions">
            <Button className="fc-button fc-button--primary" type="submit">
              Save my details
            </Button>
            <Button
              className="fc-button fc-button--secondary"
              type="submit"
              formAction={ACCOUNT_FORGET_ACTION}
              formNoValidate
            >
              Forget my details
            </Button>
          </div>
        </Form>
      </Section>
    </>
  );
}
