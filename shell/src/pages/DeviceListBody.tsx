import type { SavedCarListName } from '@forecourt/shared/device/keys';
import { DEVICE_LIST_ATTRIBUTE } from '../chrome/device-list-markup';

// The favourites and compare pages for visitors who are not signed in: the lists live on the device,
// so the server writes the page's frame and what to do without JavaScript, and the shell's client
// fills in the cars (client/device-list-page.ts) — a list, or the compare table side by side.

const COPY: Record<SavedCarListName, { title: string; empty: string }> = {
  favourites: {
    title: 'My favourites',
    empty: 'You have no favourites yet. Tap the heart on any car to keep it here.',
  },
  compare: {
    title: 'Compare cars',
    empty: 'Nothing to compare yet. Add up to 4 cars with the compare button on any car.',
  },
};

/** The page's title, by list. */
export function deviceListTitle(list: SavedCarListName): string {
  return COPY[list].title;
}

/**
 * The body of `/favourites` or `/compare`.
 * @example <DeviceListBody list="compare" />
 */
export function DeviceListBody({ list }: { list: SavedCarListName }) {
  return (
    <div className="fc-container fc-page fc-site-page">
      <h1 className="fc-message__title">{COPY[list].title}</h1>
      <div {...{ [DEVICE_LIST_ATTRIBUTE]: list }} aria-live="polite">
        <p>{COPY[list].empty}</p>
      </div>
      <div className="fc-actions">
        <a className="fc-button fc-button--primary" href="/search">
          Search our vehicles
        </a>
      </div>
    </div>
  );
}
