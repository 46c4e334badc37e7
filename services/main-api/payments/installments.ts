import type { BinInfo } from "./provider";

/** Turkish rules cap installments for travel services at 9 (domestic cards only). */
const MAX_TRAVEL_INSTALLMENTS = 9;

/** Interest of each installment plan, permille of the total; two installments carry none. */
const PLAN_INTEREST_PERMILLE: ReadonlyMap<number, number> = new Map([
  [1, 0],
  [2, 0],
  [3, 28],
  [6, 64],
  [9, 105],
]);

export interface InstallmentOption {
  readonly count: number;
  readonly perInstallment: number;
  readonly total: number;
}

/** What each installment of a plan's total is: the bank collects the total, rounded up per installment. */
export function installmentAmount(total: number, count: number): number {
  return Math.ceil(total / Math.max(1, count));
}

/** The plans a card can use for an amount: domestic credit cards of an installment programme. */
export function installmentOptions(info: BinInfo | undefined, amount: number): InstallmentOption[] {
  const counts =
    info && info.type === "credit" && info.country === "TR" && info.family ? [...PLAN_INTEREST_PERMILLE.keys()] : [1];
  return counts
    .filter((count) => count <= MAX_TRAVEL_INSTALLMENTS)
    .map((count) => {
      const total = amount + Math.round((amount * (PLAN_INTEREST_PERMILLE.get(count) ?? 0)) / 1000);
      return { count, perInstallment: installmentAmount(total, count), total };
    });
}
