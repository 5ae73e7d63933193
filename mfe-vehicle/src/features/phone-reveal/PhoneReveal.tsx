import { css } from '@forecourt/shared/styled-system/css';
import { button } from '@forecourt/shared/styled-system/recipes';
import { Button } from '@forecourt/shared/ui/Button';
import { PhoneIcon } from '@forecourt/shared/ui/Icons';
import { useEffect, useRef, useState } from 'react';
import { apiCall } from '../actions/api-call';
import type { SidebarPhone } from '../sidebar/sidebar-view';

const styles = {
  button: css({ gap: '2', width: 'full' }),
  masked: css({ fontVariantNumeric: 'tabular-nums', letterSpacing: 'wide' }),
};
const LINK = button({ variant: 'secondary', size: 'md' });

/** The ids the reveal records (spec: 000 §7 "Reveal phone … Sends car_id, dealership_id, website_id"). */
export interface RevealIds {
  carId: number;
  dealershipId: number;
  websiteId: number | null;
}

/**
 * Records the reveal (event 25); the answer is only logged, a failure too (spec: 000 §7, §8). Also
 * what the sticky bar's Call Now records: a call is the number's reveal there.
 */
export async function recordReveal({ carId, dealershipId, websiteId }: RevealIds): Promise<void> {
  if (websiteId === null) {
    console.warn('Phone reveal not recorded: the page has no website id.');
    return;
  }
  try {
    const answer = await apiCall<unknown>('/api/reveal-phone', {
      method: 'POST',
      body: { car_id: carId, dealership_id: dealershipId, website_id: websiteId },
    });
    console.info('Phone reveal recorded', answer);
  } catch (error) {
    console.warn('Phone reveal failed', error);
  }
}

/**
 * The dealer phone, masked after its first 5 characters until pressed (spec: 000 §4 "Phone reveal"):
 * the press records the reveal and shows the full `tel:` link, which takes the focus. Sites with
 * `phoneStartsRevealed` show the link from the start. Without JavaScript the masked number stays.
 * @example <PhoneReveal phone={sidebar.phone} ids={{ carId, dealershipId, websiteId }} />
 */
export function PhoneReveal({ phone, ids }: { phone: SidebarPhone; ids: RevealIds }) {
  const [revealed, setRevealed] = useState(phone.startsRevealed);
  const [focusLink, setFocusLink] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusLink) link.current?.focus();
  }, [focusLink]);

  if (revealed) {
    return (
      <a ref={link} className={`${LINK} ${styles.button}`} href={phone.href}>
        <PhoneIcon />
        {phone.number}
      </a>
    );
  }
  return (
    <Button
      variant="secondary"
      className={styles.button}
      onPress={() => {
        setRevealed(true);
        setFocusLink(true);
        void recordReveal(ids);
      }}
    >
      <PhoneIcon />
      <span className={styles.masked} aria-hidden="true">
        {phone.masked}
      </span>
      <span>Show number</span>
    </Button>
  );
}
