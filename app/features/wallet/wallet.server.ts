import type { RouterContextProvider } from "react-router";
import { upstreamsContext } from "~/lib/request-context";

/** The visitor's wallet (TRY): balance and entries, newest first (docs/cancel-and-wallet.md). */
export async function walletLoader(context: Readonly<RouterContextProvider>) {
  const { cancellation } = context.get(upstreamsContext).mainApi;
  const [{ balance }, { entries }] = await Promise.all([cancellation.wallet(), cancellation.walletHistory()]);
  return { balance, entries };
}
