// Every user-facing text of both specs' error catalogues, and the UI texts they name, written once and
// exactly as the spec writes them (typos included: 000 §8 "occured"). Specs: 000 = stock search and
// vehicle detail, 001 = finance, verification, locations and offers.
// Texts marked "platform" are not in the spec; they fill a gap the spec leaves (no wording shown).

// ── Verification and sign-in (spec: 001 §5, §8) ────────────────────────────────────────────────

/** A required field left empty (spec: 001 §5 "Code: required ('This is a required field.')"). */
export const REQUIRED_FIELD = 'This is a required field.';
/** The one-time code is not 6 characters (spec: 001 §5). */
export const CODE_MUST_BE_6_DIGITS = 'Code must be 6 digits.';
/** Send refused by the rate limit, or a code locked after too many wrong guesses (spec: 001 §8). */
export const TOO_MANY_VERIFICATION_ATTEMPTS = 'Too many verification attempts. Please try again later.';
/** A wrong, expired or used code; it stops submission (spec: 001 §8). */
export const VERIFICATION_CODE_INVALID = 'The verification code is invalid. Please try again.';
/**
 * Platform: the SMS partner did not take the code (issue 13); the spec's only wording for it would be
 * the fallback 'An unknown error occurred.', which does not tell the shopper what to do.
 */
export const CODE_NOT_SENT = 'We could not send your code just now. Please try again in a minute.';
/** Platform: a form field holding control, bidi-override or invisible characters, or broken Unicode (issues 13, 24). */
export const FIELD_UNSAFE_CHARACTERS =
  'Must not contain control characters, text-direction controls or invisible characters.';
/** Platform: the spec validates the phone before sending a code (001 §5) but shows no wording. */
export const INVALID_AUSTRALIAN_MOBILE = 'Please enter a valid Australian mobile number.';
/** Platform: an email that is not one; the spec shows no wording (001 §5 "Trade-in form field types"). */
export const INVALID_EMAIL = 'Please enter a valid email address.';
/** Platform: a call that needs a signed-in user made without one (spec: 001 §6, 000 §6 show no wording). */
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
/** Platform: a signed-in user's call naming another phone number than the one they verified. */
export const NOT_YOUR_PHONE = 'This phone number is not the one you signed in with.';
/** Platform: saving a sold car that is not already saved (spec: 000 §4 "Sold cars cannot be saved … unless already saved"). */
export const WATCHLIST_SOLD_CAR = 'This car has been sold and cannot be added to your watchlist.';
/** Platform: a car the site does not show, named in a watchlist call. */
export const WATCHLIST_CAR_NOT_FOUND = 'This car is not available on this site.';

// ── Finance (spec: 001 §8) ──────────────────────────────────────────────────────────────────────

/** Logged when the quick quote fails; the quote is cleared (spec: 001 §8). */
export const YOUX_QUICK_QUOTE_FAILED = 'Failed to get YouX quick quote';
/** Shown when creating the finance customer fails (spec: 001 §8, first wording). */
export const YOUX_CREATE_CUSTOMER_FAILED = 'Failed to create YouX customer';
/** Shown when creating the finance customer fails (spec: 001 §8, second wording). */
export const YOUX_CREATE_CUSTOMER_WITH_FAILED = 'Failed to create customer with YouX';
/** Shown when the partner answers without a redirect URL (spec: 001 §8). */
export const CUSTOMER_OR_REDIRECT_FAILED = 'Failed to create customer or no redirect URL received.';
/** Shown when the lead service refuses the finance lead (spec: 001 §8). */
export const LEAD_SUBMISSION_FAILED = 'Lead submission failed';
/** Fallback for anything unexpected (spec: 001 §8 "An unknown error occurred."). */
export const UNKNOWN_ERROR = 'An unknown error occurred.';
/** The finance calculator price is out of bounds (spec: 001 §5, §8). */
export const financePriceOutOfBounds = (min: string): string => `Cannot be less than ${min} or more than $250,000`;
/** Shown instead of a repayment of 25 or less (spec: 001 §5, §8). */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

// ── Postcodes (spec: 001 §5, §8; 000 §5, §8) ────────────────────────────────────────────────────

/** Geocoding found nothing for the postcode (spec: 001 §5, §8). */
export const INVALID_POSTCODE_GEOCODE = 'Invalid postcode';
/** A form postcode that is not exactly 4 digits (spec: 001 §5, §8). */
export const INVALID_POSTCODE = 'Invalid postcode. Please enter a 4-digit number.';
/** Delivery calculator with an empty postcode (spec: 000 §5, §8). */
export const POSTCODE_EMPTY = 'Please enter a postcode.';
/** Delivery calculator with an unknown postcode (spec: 000 §8). */
export const POSTCODE_UNKNOWN =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
/**
 * Platform: a shopper's page views with a postcode (the dealer locator, the car page's delivery estimate)
 * spent their partner budget (issue 24 item 9); the spec shows no wording.
 */
export const TOO_MANY_POSTCODE_LOOKUPS =
  'You have looked up a lot of postcodes in a short time. Please try again in a minute.';

// ── Budget finder (spec: 001 §4, §8) ────────────────────────────────────────────────────────────

/** The budget is below the cheapest result (spec: 001 §8). */
export const budgetTooLow = (carType: string): string => `Budget too low: No ${carType}s found for this budget`;
/** The disabled budget button (spec: 001 §4, §8). */
export const noneFoundButton = (carType: string): string => `0 ${carType}s Found`;

// ── Forms (spec: 001 §5, §8; 000 §8) ────────────────────────────────────────────────────────────

/** A dealer site's terms checkbox left unticked (spec: 001 §5, §8). */
export const MUST_AGREE_TO_TERMS = '*You must agree to the terms of use before submitting.';
/** Heading of a form's error list (spec: 001 §5, §8). */
export const FIX_ERRORS_HEADING = 'Please fix the following errors:';
/** Alert when a form submit fails (spec: 000 §8). */
export const FORM_SUBMIT_FAILED = 'An error occurred when submitting this form';
/** Lead failure without an error from the server; "occured" as the spec writes it (spec: 000 §8). */
export const UNEXPECTED_ERROR = 'An unexpected error occured';
/** A car or location without a phone number (spec: 001 §8). */
export const PHONE_NOT_AVAILABLE = 'Phone not available';

// ── Search and offers (spec: 000 §8; 001 §2) ────────────────────────────────────────────────────

/** The no-results card (spec: 000 §8). */
export const NO_RESULTS =
  'No results found for your search at this time. Please try adjusting the filters for more results.';
/** Default offers empty state, title (spec: 000 §8; 001 §2 "Offers"). */
export const NO_OFFERS_TITLE = 'No Results Available';
/** Default offers empty state, body; no final full stop in either spec (spec: 000 §8; 001 §2). */
export const NO_OFFERS_BODY =
  'There appears to be no offers currently available that meet the conditions of your search';

// ── Vehicle detail (spec: 000 §4, §8; 001 §2) ───────────────────────────────────────────────────

/** Watchlist save toast title (spec: 000 §8). */
export const CAR_SAVED_IN_WATCHLIST = 'Car Saved In Watchlist';
/** Watchlist remove toast title (spec: 000 §8). */
export const CAR_REMOVED = 'Car Removed';
/** The toasts' action (spec: 000 §8 "each with a View List action"). */
export const VIEW_LIST = 'View List';
/** Share confirmation, shown for 3000 ms (spec: 001 §2 "Car card and sidebar"). */
export const copiedToClipboard = (carName: string): string => `Copied ${carName} to your clipboard!`;
/** Copy-link confirmation, shown for 1.5 s (spec: 000 §4 "Misc."). */
export const COPIED = 'Copied';
/** Empty dealer comments (spec: 000 §4 "Dealer comments"). */
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
/** The sold view and out-of-stock card (spec: 000 §4; 001 §2). */
export const LIKE_THIS_WANT_SIMILAR = 'Like this and want something similar?';
/** Print PDF while downloading (spec: 000 §4 "Misc."). */
export const PREPARING_PDF = 'Preparing...';
