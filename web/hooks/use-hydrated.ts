import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the console hydrates prerendered markup (and in the prerender itself), true from the
 * render after it and always in a plain client render: a screen shown before its JavaScript can
 * say it is not usable yet (web/prerender/login-variants.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
