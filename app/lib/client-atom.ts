import { atom, type WritableAtom } from "nanostores";

/** True inside the Worker (server rendering), false in a browser. */
export const isServer = typeof document === "undefined";

/**
 * An atom for cross-component client UI state (dialogs, alerts, loading, …): the one way to
 * create a store in this app. On the server a store is a module singleton shared by every request
 * the isolate serves, so a write during server rendering would leak one visitor's state into
 * another's page. There, reads give the initial value and writes throw. Seed stores on the client
 * from loader data instead.
 *
 * @example
 * export const $loading = clientAtom(false);
 * const loading = useStore($loading);
 */
export function clientAtom<Value>(initial: Value, options: { server?: boolean } = {}): WritableAtom<Value> {
  const store = atom(initial);
  if (options.server ?? isServer) {
    store.set = () => {
      throw new Error("Stores are shared by all requests on the server: write them on the client only.");
    };
  }
  return store;
}
