import {
  cancelEligibilityResponse,
  cancelResponse,
  refundResponse,
  walletHistoryResponse,
  walletResponse,
  type CancelEligibility,
  type CancelItemBody,
  type CancelResponse,
} from "~/../shared/contract/main-api";
import type { MainApiCall } from "./main-api-orders";

const ORDER = "/api/v1/order-api";
const orderPath = (orderId: string, rest: string) => `${ORDER}/order/${encodeURIComponent(orderId)}${rest}`;

/** Who may act on the booking: its owner's session, or the holder of its manage token ("find my booking"). */
interface BookingAccess {
  readonly manageToken?: string | undefined;
}

/** Cancelling a booking, refunds and the wallet (docs/api/orders-and-payments.md, "Cancellation and refunds"). */
export function cancellationCalls(call: MainApiCall) {
  return {
    eligibility: (orderId: string, access: BookingAccess = {}): Promise<CancelEligibility> =>
      call(orderPath(orderId, "/cancel-eligibility"), cancelEligibilityResponse, {
        query: { manageToken: access.manageToken },
      }),
    /** Idempotent per item: a repeat answers the first refund. */
    cancel: (orderId: string, body: CancelItemBody, access: BookingAccess = {}): Promise<CancelResponse> =>
      call(orderPath(orderId, "/cancel"), cancelResponse, {
        method: "POST",
        body,
        query: { manageToken: access.manageToken },
      }),
    refund: (hash: string) => call(`${ORDER}/refunds/${encodeURIComponent(hash)}`, refundResponse),
    wallet: () => call("/api/v1/payment-api/wallet", walletResponse),
    walletHistory: () => call("/api/v1/payment-api/wallet/history", walletHistoryResponse),
  };
}
