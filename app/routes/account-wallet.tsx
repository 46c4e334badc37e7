import { WalletPage } from "~/features/wallet/wallet-page";
import { walletLoader } from "~/features/wallet/wallet.server";
import stylesheet from "~/styles/cancel.css?url";
import type { Route } from "./+types/account-wallet";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ context }: Route.LoaderArgs) {
  return walletLoader(context);
}

export default function AccountWalletPage({ loaderData }: Route.ComponentProps) {
  return <WalletPage wallet={loaderData} />;
}
