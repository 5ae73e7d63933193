import type { Reservation } from '@forecourt/shared/checkout/api';
import type { FragmentContext, FragmentOutcome, FragmentRoute } from '@forecourt/shared/remote-kit';
import type { FinanceBindings } from '../bindings';
import { OnlinePayments } from '../features/online-payment/OnlinePayments';
import { ReservationReceipt } from '../features/online-payment/ReservationReceipt';

// The shopper's payments pages (spec: 001 §6 "/online-payment", gated; issue 17 "a receipt page"): declared
// `shopper` in remote.ts, so the gateway sends the signed-in shopper it verified with the request (and has
// sent a signed-out visitor to sign in first). Server HTML only: both work without JavaScript.

/** The shopper's reservations on the site, newest first; null without a shopper (not found). */
export type OnlinePaymentsLoader = (context: FragmentContext<FinanceBindings>) => Promise<Reservation[] | null>;

/** A receipt: the reservation, if it is the shopper's, and its car's name while the site shows the car. */
export interface ReceiptLoad {
  reservation: Reservation;
  carTitle: string | null;
}

/** Loads the receipt of the reservation `id`: null when it is not the shopper's (or there is no shopper). */
export type ReservationReceiptLoader = (
  context: FragmentContext<FinanceBindings>,
  id: string,
) => Promise<ReceiptLoad | null>;

/** The not-found page, for either fragment (what the gateway showed for a receipt that is not the shopper's). */
function notFound<TData>(): FragmentOutcome<TData> {
  return {
    found: false,
    view: <p>This page is not here.</p>,
    head: { title: 'Not found', preloadImages: [] },
  };
}

/** The site's name, as the pages' descriptions say it. */
function siteNameOf(context: FragmentContext<FinanceBindings>): string {
  return context.request.tenant.settings?.siteName ?? context.request.tenant.slug;
}

/**
 * The `OnlinePayments` fragment (/online-payment), on its loader.
 * @example fragmentWorker(remote, { OnlinePayments: onlinePayments(onlinePaymentsLoader()), … });
 */
export function onlinePayments(load: OnlinePaymentsLoader): FragmentRoute<null, FinanceBindings> {
  return {
    name: 'OnlinePayments',
    async load(context) {
      const reservations = await load(context);
      if (reservations === null) return notFound();
      return {
        found: true,
        data: null,
        view: <OnlinePayments reservations={reservations} />,
        head: {
          title: 'Online payments',
          description: `Your reservations on ${siteNameOf(context)}.`,
          preloadImages: [],
        },
      };
    },
  };
}

/**
 * The `ReservationReceipt` fragment (/online-payment/{id}), on its loader.
 * @example fragmentWorker(remote, { ReservationReceipt: reservationReceipt(reservationReceiptLoader()), … });
 */
export function reservationReceipt(load: ReservationReceiptLoader): FragmentRoute<null, FinanceBindings> {
  return {
    name: 'ReservationReceipt',
    async load(context) {
      const id = context.request.params.id;
      const loaded = id ? await load(context, id) : null;
      if (!loaded) return notFound();
      return {
        found: true,
        data: null,
        view: <ReservationReceipt {...loaded} />,
        head: {
          title: 'Reservation receipt',
          description: `Your reservation on ${siteNameOf(context)}.`,
          preloadImages: [],
        },
      };
    },
  };
}
