import { SAVED_SEARCH_NAME_MAX } from '@forecourt/shared/search/saved-searches';
import { maskPhone } from '@forecourt/shared/vehicle/phone-mask';

// What the saved-search pages show, as plain data their components draw.

/** The save page (`/my-garage/saved-searches/new?search=…`). */
export type SaveSearchView =
  | {
      kind: 'form';
      /** The search's address, sent back with the form. */
      search: string;
      /** The name offered: the search page's heading. */
      name: string;
      /** How many cars it matches now. */
      count: number;
      /** The verified phone an SMS goes to, masked. */
      phone: string;
      /** The e-mail address the shopper gave before, if any. */
      email: string;
      /** Saved searches the shopper has on the site, and the site's bound. */
      used: number;
      max: number;
      /** Why the last try was refused, if it was. */
      problem: string | null;
    }
  | { kind: 'no-search'; searchHref: string };

/** The stop page (`/saved-searches/unsubscribe?token=…`). */
export type UnsubscribeView =
  | { kind: 'ask'; token: string; name: string }
  | { kind: 'stopped'; name: string }
  | { kind: 'unknown' };

/**
 * The form's view.
 * @example saveSearchForm({ search, title: 'Used Cars for Sale', count: 312, phone: '0412345678', email: null, used: 1, max: 10, problem: null })
 */
export function saveSearchForm(input: {
  search: string;
  title: string;
  count: number;
  phone: string;
  email: string | null;
  used: number;
  max: number;
  problem: string | null;
}): SaveSearchView {
  return {
    kind: 'form',
    search: input.search,
    name: input.title.replace(/ for Sale$/, '').slice(0, SAVED_SEARCH_NAME_MAX),
    count: input.count,
    phone: maskPhone(input.phone),
    email: input.email ?? '',
    used: input.used,
    max: input.max,
    problem: input.problem ? input.problem.slice(0, 300) : null,
  };
}
