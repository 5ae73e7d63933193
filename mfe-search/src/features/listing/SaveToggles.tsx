import { compareAtom, favouritesAtom, toggleCompareAtom, toggleFavouriteAtom } from '@forecourt/shared/device/atoms';
import { hasSavedCar } from '@forecourt/shared/device/saved-cars';
import { css } from '@forecourt/shared/styled-system/css';
import { CompareIcon, HeartIcon } from '@forecourt/shared/ui/Icons';
import { ToggleButton } from '@forecourt/shared/ui/ToggleButton';
import { useAtomValue, useSetAtom } from 'jotai/react';
import type { CardView } from './card-view';

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  toggle: css({ gap: '1.5' }),
  srOnly: css({ srOnly: true }),
};

/**
 * A card's favourite toggle and compare button (spec: 000 §2, §5: shown only where the card rules
 * allow), kept on the device. Rendered in the browser only: the lists are the visitor's, not the page's.
 * @example {mounted && <SaveToggles card={card} />}
 */
export function SaveToggles({ card }: { card: Pick<CardView, 'id' | 'title' | 'favourite' | 'compare' | 'saved'> }) {
  const favourites = useAtomValue(favouritesAtom);
  const compared = useAtomValue(compareAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const toggleCompare = useSetAtom(toggleCompareAtom);
  const isFavourite = hasSavedCar(favourites, card.id);
  return (
    <div className={styles.root}>
      {card.favourite && (
        <ToggleButton
          variant="chip"
          className={styles.toggle}
          isSelected={isFavourite}
          onChange={() => toggleFavourite(card.saved)}
        >
          <HeartIcon filled={isFavourite} />
          Favourite<span className={styles.srOnly}>{` ${card.title}`}</span>
        </ToggleButton>
      )}
      {card.compare && (
        <ToggleButton
          variant="chip"
          className={styles.toggle}
          isSelected={hasSavedCar(compared, card.id)}
          onChange={() => toggleCompare(card.saved)}
        >
          <CompareIcon />
          Compare<span className={styles.srOnly}>{` ${card.title}`}</span>
        </ToggleButton>
      )}
    </div>
  );
}
