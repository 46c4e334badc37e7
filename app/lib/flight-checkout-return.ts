import { useEffect } from "react";

/**
 * Spec section 2: the flight search scrolls to the top when the traveller comes back from the
 * flight checkout (the back button would otherwise restore the spot where "Select" was pressed,
 * in a list whose fares may have changed meanwhile). The checkout marks the tab; the results
 * page, shown again, clears the mark and starts at the top.
 */
const MARK = "flight-checkout-visited";

/** On the flight checkout: remember that the traveller was here. */
export function useMarkFlightCheckout(): void {
  useEffect(() => {
    try {
      sessionStorage.setItem(MARK, "1");
    } catch {
      // Storage can be disabled (private modes); the page then keeps the browser's own scroll.
    }
  }, []);
}

/** On the flight search: after the checkout, start at the top (runs after scroll restoration). */
export function useTopAfterFlightCheckout(locationKey: string): void {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(MARK) === null) return;
      sessionStorage.removeItem(MARK);
    } catch {
      return;
    }
    window.scrollTo({ top: 0 });
  }, [locationKey]);
}
