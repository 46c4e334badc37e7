import type { InstallmentInfo } from "~/lib/upstream-types";
import { isUpstreamError } from "~/lib/upstream-error";
import type { InstallmentAnswer } from "./payment-form";

/**
 * The plans the card's bank offers for the order (what the card pays after the wallet's part),
 * from the Main API's installment info. An unknown
 * card or an order the visitor cannot see answers no plans (the single payment stays).
 */
export async function installmentAnswer(
  installmentInfo: (orderId: string, bin: string, walletAmount: number) => Promise<InstallmentInfo>,
  orderId: string,
  bin: string,
  walletAmount = 0,
): Promise<InstallmentAnswer> {
  try {
    const info = await installmentInfo(orderId, bin, walletAmount);
    return {
      bin,
      walletAmount,
      bank: info.card.bank,
      options: info.options.map((option) => ({
        count: option.count,
        perInstallment: option.perInstallment.amount,
        total: option.total.amount,
      })),
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { bin, walletAmount, bank: null, options: [] };
  }
}
