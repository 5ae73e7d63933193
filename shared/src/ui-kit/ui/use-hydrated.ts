import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React hydrates the server HTML (so hydration matches it), true from the
 * render right after, and in a render that is not a hydration: for a control only JavaScript can work,
 * which the server HTML shows in its JavaScript-free form.
 * @example const hydrated = useHydrated(); return hydrated ? <AriaTabs …/> : <EveryPanel …/>;
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
