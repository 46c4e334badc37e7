import { clientAtom } from "~/lib/client-atom";

/** Which product the visitor is buying (spec section 4): moves between car and flight. */
export const $activeProductType = clientAtom<"car" | "flight">("car");

/** True while a form submission or navigation the visitor started is in flight. */
export const $loading = clientAtom(false);

/** The spec's payment state: card by default. */
export const $payment = clientAtom<{ paymentType: "creditCard" | "wallet"; installments: number }>({
  paymentType: "creditCard",
  installments: 1,
});

/** The basket as the checkout last loaded it: what analytics and the summary read on the client. */
export interface OrderSnapshot {
  readonly id: string;
  readonly currency: string;
  readonly total: number;
  readonly campaignCode: string | null;
  readonly item: {
    readonly code: string;
    readonly name: string;
    readonly vendor: string;
    readonly carClass: string;
    readonly carPackage: string;
    readonly price: number;
    readonly extras: readonly { readonly code: string; readonly quantity: number }[];
  } | null;
}

export const $order = clientAtom<OrderSnapshot | null>(null);
