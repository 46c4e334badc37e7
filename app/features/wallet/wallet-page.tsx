import { Trans, useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import type { WalletEntry } from "~/../shared/contract/main-api";
import { dateTimeFormat } from "~/lib/intl-formats";

interface WalletData {
  readonly balance: { readonly amount: number; readonly currency: string };
  readonly entries: readonly WalletEntry[];
}

/** `/account/wallet`: the balance, and every refund into and payment out of the wallet. */
export function WalletPage({ wallet }: { wallet: WalletData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  const kindLabel = (entry: WalletEntry) =>
    entry.kind === "refund"
      ? t`Refund of a cancelled booking`
      : entry.kind === "payment"
        ? t`Payment for a booking`
        : t`Unfinished payment given back`;
  const date = dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE });
  return (
    <PageShell title={t`My wallet`} lead={t`Your wallet balance and its history of refunds and payments.`}>
      <div className="wallet">
        <section aria-labelledby="wallet-balance-title">
          <h2 id="wallet-balance-title">
            <Trans>Balance</Trans>
          </h2>
          <p className="wallet__balance" data-testid="wallet-balance">
            {formatMoney(wallet.balance.amount, wallet.balance.currency, tag)}
          </p>
          <p>
            <Trans>Refunds you choose to receive in your wallet arrive here at once, in Turkish lira.</Trans>
          </p>
        </section>
        <section aria-labelledby="wallet-history-title">
          <h2 id="wallet-history-title">
            <Trans>History</Trans>
          </h2>
          {wallet.entries.length === 0 ? (
            <p data-testid="wallet-empty">
              <Trans>No refunds or payments yet.</Trans>
            </p>
          ) : (
            <table className="wallet__history" data-testid="wallet-history">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>What</Trans>
                  </th>
                  <th scope="col" className="wallet__amount">
                    <Trans>Amount</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {wallet.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{date.format(new Date(entry.createdAt))}</td>
                    <td>{kindLabel(entry)}</td>
                    <td className={entry.amount.amount > 0 ? "wallet__amount wallet__in" : "wallet__amount"}>
                      {entry.amount.amount > 0 ? "+" : ""}
                      {formatMoney(entry.amount.amount, entry.amount.currency, tag)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </PageShell>
  );
}
