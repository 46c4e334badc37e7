import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False on the server and while the component hydrates, true once it runs in the browser.
 *
 * A hydrating component switches in a transition after its first commit, so React renders the
 * enhanced variants in slices between which the page stays responsive (docs/decisions/0029). A
 * component mounted in the browser (a dialog opened by a click, the calendar loaded on demand, a
 * page reached by a client-side navigation) is true from its first render.
 *
 * Only `useSyncExternalStore` tells the two apart: React reads the server snapshot while hydrating.
 * Its client snapshot then repeats what the first render got, so React never sees the store move
 * and never forces the synchronous re-render it gives a store that differs from its server
 * snapshot (the long task this hook once caused on every form of a page).
 */
export function useHydrated(): boolean {
  const first = useRef<boolean | undefined>(undefined);
  const mountedInBrowser = useSyncExternalStore(
    noChanges,
    () => first.current ?? true,
    () => false,
  );
  if (first.current === undefined) first.current = mountedInBrowser;
  const [hydrated, setHydrated] = useState(mountedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
