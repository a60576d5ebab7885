import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True while React hydrates prerendered HTML (and on the server), false in every render after.
 * A component that must match the HTML first renders what the HTML holds while this is true.
 */
export function useHydrating() {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
