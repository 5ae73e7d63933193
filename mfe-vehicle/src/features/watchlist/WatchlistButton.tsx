import { CAR_REMOVED, CAR_SAVED_IN_WATCHLIST, VIEW_LIST } from '@forecourt/shared/messages/catalogue';
import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { BookmarkIcon } from '@forecourt/shared/ui/Icons';
import { ToggleButton } from '@forecourt/shared/ui/ToggleButton';
import {
  canToggleWatchlist,
  hasWatchlistIntent,
  WATCHLIST_PAGE_PATH,
  withoutWatchlistIntent,
} from '@forecourt/shared/vehicle/watchlist-intent';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../actions/toasts';
import { isOnWatchlist, setOnWatchlist, signedInPhone } from './watchlist-api';

const styles = { toggle: css({ gap: '1.5' }), srOnly: css({ srOnly: true }) };
const LINK = button({ variant: 'ghost', size: 'sm' });

/** The toasts' texts under their spec titles (spec: 000 §8 "text that the car is now available in the watchlist"; platform wording). */
const SAVED_TEXT = 'This car is now available in your watchlist.';
const REMOVED_TEXT = 'This car is no longer in your watchlist.';
const SAVE_LABEL = 'Save to Watchlist';
const SAVED_LABEL = 'Saved in Watchlist';

type Visitor = { kind: 'unknown' } | { kind: 'signed-out' } | { kind: 'signed-in'; phone: string };

/** Takes the save intent out of the address bar (once), so a reload does not act on it again. */
function consumeIntent(): boolean {
  const { pathname, search, hash } = window.location;
  if (!hasWatchlistIntent(search)) return false;
  window.history.replaceState(window.history.state, '', withoutWatchlistIntent(`${pathname}${search}${hash}`));
  return true;
}

/**
 * Save to / remove from the watchlist (spec: 000 §4 "Watchlist", §6, §7, §8). Server HTML and a
 * signed-out visitor get a link to sign-in whose redirect brings them back with `?watchlist=save`; once
 * the page knows who is signed in, a toggle: optimistic, then the call; a failure alerts the error and
 * rolls back; success toasts with View List. Back from sign-in, the car is saved once and the intent
 * leaves the URL. A sold car cannot be saved unless it is already.
 * @example <WatchlistButton carId={4021} carName="2021 Toyota HiLux SR5" signInHref={…} inStock />
 */
export function WatchlistButton({
  carId,
  carName,
  signInHref,
  inStock,
}: {
  carId: number;
  carName: string;
  signInHref: string;
  inStock: boolean;
}) {
  const [visitor, setVisitor] = useState<Visitor>({ kind: 'unknown' });
  const [saved, setSaved] = useState(false);
  const busy = useRef(false);

  async function change(phone: string, save: boolean) {
    if (busy.current || !canToggleWatchlist({ inStock, saved: !save })) return;
    busy.current = true;
    setSaved(save);
    try {
      await setOnWatchlist(phone, carId, save);
      notify({
        title: save ? CAR_SAVED_IN_WATCHLIST : CAR_REMOVED,
        description: save ? SAVED_TEXT : REMOVED_TEXT,
        action: { label: VIEW_LIST, href: WATCHLIST_PAGE_PATH },
      });
    } catch (error) {
      setSaved(!save);
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      busy.current = false;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after mount; `change` reads current state.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const intent = consumeIntent();
      let phone: string | null = null;
      let onList = false;
      try {
        phone = await signedInPhone();
        if (phone) onList = await isOnWatchlist(carId);
      } catch (error) {
        console.warn('Could not read the session or the watchlist', error);
      }
      if (cancelled) return;
      setVisitor(phone ? { kind: 'signed-in', phone } : { kind: 'signed-out' });
      setSaved(onList);
      if (phone && intent && !onList) await change(phone, true);
    })();
    return () => {
      cancelled = true;
    };
  }, [carId]);

  if (visitor.kind !== 'signed-in') {
    if (!inStock) return null;
    return (
      <a className={`${LINK} ${styles.toggle}`} href={signInHref}>
        <BookmarkIcon />
        {SAVE_LABEL}
        <span className={styles.srOnly}>{` ${carName}`}</span>
      </a>
    );
  }
  if (!canToggleWatchlist({ inStock, saved })) return null;
  return (
    <ToggleButton
      variant="chip"
      className={styles.toggle}
      isSelected={saved}
      onChange={(save) => void change(visitor.phone, save)}
    >
      <BookmarkIcon filled={saved} />
      {saved ? SAVED_LABEL : SAVE_LABEL}
      <span className={styles.srOnly}>{` ${carName}`}</span>
    </ToggleButton>
  );
}
