import { NOT_ONE_OF_OUR_DEALERSHIPS } from '../leads/rules';

// The dealership a sign-in is recorded against (spec: 001 §3 verification log "dealership_slug"; §7
// "options.data { … dealership_slug }").

export type SignInDealership = { ok: true; slug: string | null } | { ok: false; message: string };

/**
 * The dealership to record: the one given, when it is one of the site's; the site's only dealership
 * when none is given; otherwise none. A dealership of another site is refused.
 *
 * @example signInDealership(undefined, ['sun-valley-toyota']); // { ok: true, slug: 'sun-valley-toyota' }
 * @example signInDealership('elsewhere', ['a', 'b']); // { ok: false, message: 'Please choose one of our dealerships.' }
 */
export function signInDealership(given: string | undefined, siteDealerships: readonly string[]): SignInDealership {
  if (given === undefined)
    return { ok: true, slug: siteDealerships.length === 1 ? (siteDealerships[0] as string) : null };
  return siteDealerships.includes(given)
    ? { ok: true, slug: given }
    : { ok: false, message: NOT_ONE_OF_OUR_DEALERSHIPS };
}
