import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and during hydration, true once the component runs in the browser.
 *
 * The switch is a transition after the component's first commit, so React renders the enhanced
 * variants in slices between which the page stays responsive. `useSyncExternalStore` with a false
 * server snapshot gave the same values, but React re-renders a store that differs from its server
 * snapshot synchronously, in one long task over every form on the page (docs/performance.md).
 * A component mounted later (after a client-side navigation) also starts false for one render:
 * its server-side variant is the one that works without JavaScript, so it is usable meanwhile.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
