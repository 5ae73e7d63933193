import { atom } from 'jotai/vanilla';
import { atomWithStorage } from 'jotai/vanilla/utils';
import { DEVICE_STORAGE_KEYS } from './keys';
import { deviceStorage } from './local-storage';
import { COMPARE_LIMIT, FAVOURITES_LIMIT, readSavedCars, type SavedCar, toggleSavedCar } from './saved-cars';

// The favourites and compare lists as jotai atoms, remembered on the device (spec: 000 §5 "Favourite
// and compare buttons are hidden unless storage is enabled …"). Any remote may read and toggle them:
// each island's atoms read the same localStorage keys and hear each other's writes (DEVICE_CHANGE_EVENT),
// so two remotes on a page and the shell's header agree. Safe on the server: there the lists are
// empty, and the client's first render is empty too (the stored lists arrive after mount), so
// hydration never sees a difference.

/** A device list: the stored atom (private) and a toggle that starts from what is stored right now. */
function savedCarsList(key: string, limit: number) {
  const storage = deviceStorage((stored) => readSavedCars(stored, limit));
  const listAtom = atomWithStorage<SavedCar[]>(key, [], storage);
  const valueAtom = atom((get) => get(listAtom));
  // From storage, not the atom: an atom nobody has mounted still holds its initial empty list, and
  // another island or tab may have written since.
  const toggleAtom = atom(null, (_get, set, car: SavedCar) => {
    set(listAtom, toggleSavedCar(storage.getItem(key, []), car, limit));
  });
  return { valueAtom, toggleAtom };
}

const favourites = savedCarsList(DEVICE_STORAGE_KEYS.favourites, FAVOURITES_LIMIT);
const compare = savedCarsList(DEVICE_STORAGE_KEYS.compare, COMPARE_LIMIT);

/**
 * The favourite cars, oldest first.
 * @example const favourites = useAtomValue(favouritesAtom);
 */
export const favouritesAtom = favourites.valueAtom;

/**
 * Adds the car to the favourites, or removes it when it is there.
 * @example const toggleFavourite = useSetAtom(toggleFavouriteAtom); toggleFavourite(car);
 */
export const toggleFavouriteAtom = favourites.toggleAtom;

/** The cars on the compare list, oldest first. */
export const compareAtom = compare.valueAtom;

/**
 * Adds the car to the compare list (dropping the oldest beyond COMPARE_LIMIT), or removes it.
 * @example useSetAtom(toggleCompareAtom)(car)
 */
export const toggleCompareAtom = compare.toggleAtom;
