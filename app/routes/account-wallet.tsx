import { WalletPage } from "~/features/wallet/wallet-page";
import { walletLoader } from "~/features/wallet/wallet.server";
import stylesheet from "~/styles/cancel.css?url";
import type { Route } from "./+types/account-wallet";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  return walletLoader(context);
}

/** Not a page for search engines: it belongs to one visitor. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AccountWalletPage({ loaderData }: Route.ComponentProps) {
  return <WalletPage wallet={loaderData} />;
}
