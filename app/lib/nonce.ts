import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered. Provided by entry.server;
 * in the browser there is none (browsers hide nonces from the DOM, and React does not compare them).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
