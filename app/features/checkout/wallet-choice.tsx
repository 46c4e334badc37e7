import { Trans, useLingui } from "@lingui/react/macro";

/** What the payment step offers from the wallet: its balance, and what of the total it pays. */
export interface WalletOffer {
  readonly balance: number;
  readonly amount: number;
}

/**
 * "Use my wallet balance" on the payment step: the balance, what the wallet pays and what is left
 * for the card. The amount goes with the form (the Main API checks it against the balance and the
 * total); `walletCoversDue` tells the form's rules that no card is needed.
 */
export function WalletChoice({
  wallet,
  due,
  used,
  onUse,
  money,
}: {
  wallet: WalletOffer;
  due: number;
  used: boolean;
  onUse: (used: boolean) => void;
  money: (amount: number) => string;
}) {
  const { t } = useLingui();
  const covers = wallet.amount >= due;
  return (
    <fieldset className="wallet-choice" data-testid="wallet-choice">
      <legend>
        <Trans>Wallet</Trans>
      </legend>
      <input type="hidden" name="walletAmount" value={wallet.amount} />
      {covers ? <input type="hidden" name="walletCoversDue" value="on" /> : null}
      <label>
        <input
          type="checkbox"
          name="useWallet"
          checked={used}
          onChange={(event) => onUse(event.target.checked)}
          aria-describedby="wallet-choice-split"
        />{" "}
        {t`Use my wallet balance (${money(wallet.balance)})`}
      </label>
      <p id="wallet-choice-split" className="field__hint" aria-live="polite" data-testid="wallet-split">
        {covers
          ? t`Your wallet pays the whole ${money(due)}: no card is needed.`
          : t`${money(wallet.amount)} from your wallet, ${money(due - wallet.amount)} by card.`}
      </p>
    </fieldset>
  );
}
