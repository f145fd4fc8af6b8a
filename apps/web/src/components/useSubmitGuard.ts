import { useRef } from 'react';

/** Spec 000 section 9: repeated clicks on a submitting control are ignored for 3000 ms. */
export const CLICK_GUARD_MS = 3000;

/**
 * Returns a wrapper that runs `action` at most once per interval. The guard is a plain timestamp
 * (not state) so that a double click within one frame is also caught.
 */
export function createClickGuard(interval = CLICK_GUARD_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return <A extends unknown[]>(action: (...args: A) => unknown) =>
    (...args: A): boolean => {
      const at = now();
      if (at - last < interval) return false;
      last = at;
      void action(...args);
      return true;
    };
}

export function useSubmitGuard<A extends unknown[]>(
  action: (...args: A) => unknown,
  interval = CLICK_GUARD_MS,
) {
  const latest = useRef(action);
  latest.current = action;
  const wrapped = useRef<((...args: A) => boolean) | null>(null);
  wrapped.current ??= createClickGuard(interval)((...args: A) => latest.current(...args));
  return wrapped.current;
}
