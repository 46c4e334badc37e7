import type { BinInfo } from "../../bank/cards";
import {
  authorize,
  BankTimeoutError,
  bankSecret,
  type ChallengeCallback,
  inquire,
  refund,
  verifyCallback,
} from "../../bank/ledger";
import { binInfo } from "../../bank/cards";

export type { BinInfo };

export type AuthorizationResult =
  | { readonly status: "approved"; readonly providerRef: string }
  | { readonly status: "declined"; readonly providerRef: string; readonly code: string; readonly message: string }
  | { readonly status: "challenge"; readonly providerRef: string; readonly challengeUrl: string }
  /** The provider did not answer: the outcome must be asked for with `inquire`. */
  | { readonly status: "unknown" };

interface AuthorizationRequest {
  readonly paymentId: string;
  readonly amount: number;
  readonly currency: string;
  readonly cardNumber: string;
  readonly installments: number;
  readonly returnUrl: string;
}

/**
 * What the Main API needs from a virtual POS. The embedded default is the simulated bank
 * (services/bank); a real provider implements the same five calls.
 */
export interface PaymentProvider {
  binInfo(bin: string): Promise<BinInfo | undefined>;
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  inquire(paymentId: string): Promise<AuthorizationResult>;
  /** The provider's 3-D Secure result as posted back by the cardholder's browser. */
  verifyChallengeResult(fields: ChallengeCallback): Promise<boolean>;
  refund(request: {
    refundId: string;
    providerRef: string;
    amount: number;
  }): Promise<{ approved: boolean; providerRef: string }>;
}

export type { ChallengeCallback };

/** The simulated bank in the same database, as the local default. */
export function simulatedProvider(
  env: { DB: D1Database; BANK_SIMULATOR_SECRET?: string },
  now: () => number,
): PaymentProvider {
  const db = env.DB;
  return {
    binInfo: async (bin) => binInfo(bin),
    async authorize(request) {
      try {
        const outcome = await authorize(
          db,
          {
            merchantRef: request.paymentId,
            amount: request.amount,
            currency: request.currency,
            cardNumber: request.cardNumber,
            returnUrl: request.returnUrl,
          },
          now(),
        );
        if (outcome.status === "challenge") {
          return { status: "challenge", providerRef: outcome.bankRef, challengeUrl: outcome.challengePath };
        }
        if (outcome.status === "declined") {
          return { status: "declined", providerRef: outcome.bankRef, code: outcome.code, message: outcome.message };
        }
        return { status: "approved", providerRef: outcome.bankRef };
      } catch (error) {
        if (error instanceof BankTimeoutError) return { status: "unknown" };
        throw error;
      }
    },
    async inquire(paymentId) {
      const outcome = await inquire(db, paymentId);
      if (!outcome) return { status: "unknown" };
      if (outcome.status === "challenge")
        return { status: "challenge", providerRef: outcome.bankRef, challengeUrl: outcome.challengePath };
      if (outcome.status === "declined")
        return { status: "declined", providerRef: outcome.bankRef, code: outcome.code, message: outcome.message };
      return { status: "approved", providerRef: outcome.bankRef };
    },
    verifyChallengeResult: (fields) => verifyCallback(bankSecret(env), fields),
    async refund(request) {
      const result = await refund(
        db,
        { refundRef: request.refundId, chargeRef: request.providerRef, amount: request.amount },
        now(),
      );
      return { approved: result.status === "approved", providerRef: result.bankRef };
    },
  };
}
