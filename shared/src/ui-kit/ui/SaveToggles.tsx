import { compareAtom, favouritesAtom, toggleCompareAtom, toggleFavouriteAtom } from '@forecourt/shared/device/atoms';
import { hasSavedCar, type SavedCar } from '@forecourt/shared/device/saved-cars';
import { css } from '@forecourt/shared/styled-system/css';
import { useAtomValue, useSetAtom } from 'jotai/react';
import { CompareIcon, HeartIcon } from './Icons';
import { ToggleButton } from './ToggleButton';

const styles = {
  root: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  toggle: css({ gap: '1.5' }),
  srOnly: css({ srOnly: true }),
};

export interface SaveTogglesProps {
  /** What the device lists remember of the car. */
  car: SavedCar;
  /** The car's name, spoken after each toggle's label ("Favourite 2021 Toyota HiLux SR5"). */
  title: string;
  /** Whether the favourite toggle shows (shared `canFavourite`, spec: 000 §5). */
  favourite: boolean;
  /** Whether the compare toggle shows (shared `canCompare`, spec: 000 §5). */
  compare: boolean;
  /** Called when the visitor adds the car to their favourites (the page records event 39). */
  onFavourited?: (car: SavedCar) => void;
}

/**
 * A car's favourite toggle and compare button, kept on the device (spec: 000 §2, §5: shown only where
 * the card rules allow); the header's counts follow every change. Used by the search cards and the
 * vehicle page's sidebar. Render it in the browser only (after mount): the lists are the visitor's,
 * not the page's.
 * @example {mounted && <SaveToggles car={card.saved} title={card.title} favourite={card.favourite} compare={card.compare} />}
 */
export function SaveToggles({ car, title, favourite, compare, onFavourited }: SaveTogglesProps) {
  const favourites = useAtomValue(favouritesAtom);
  const compared = useAtomValue(compareAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const toggleCompare = useSetAtom(toggleCompareAtom);
  const isFavourite = hasSavedCar(favourites, car.id);
  return (
    <div className={styles.root}>
      {favourite && (
        <ToggleButton
          variant="chip"
          className={styles.toggle}
          isSelected={isFavourite}
          onChange={(selected) => {
            toggleFavourite(car);
            if (selected) onFavourited?.(car);
          }}
        >
          <HeartIcon filled={isFavourite} />
          Favourite<span className={styles.srOnly}>{` ${title}`}</span>
        </ToggleButton>
      )}
      {compare && (
        <ToggleButton
          variant="chip"
          className={styles.toggle}
          isSelected={hasSavedCar(compared, car.id)}
          onChange={() => toggleCompare(car)}
        >
          <CompareIcon />
          Compare<span className={styles.srOnly}>{` ${title}`}</span>
        </ToggleButton>
      )}
    </div>
  );
}
