/**
 * The signed-in traveller's own account (docs/account.md): profile and contact changes with a
 * one-time code, address, password, login history, communication permissions with their
 * history, and the KVKK data requests. Only a registered session may call these (403 / 3510 for
 * an anonymous one). Schemas: shared/contract/main-api/accounts.ts.
 */
import { z } from "zod";
import {
  addressResponse,
  codeSentResponse,
  CONSENT_TEXT_VERSION,
  consentsResponse,
  dataExportResponse,
  deletionRequestResponse,
  loginHistoryResponse,
  profileResponse,
  type AccountAddress,
  type AccountProfile,
  type AddressBody,
  type CodeCompleteBody,
  type CodeRequestBody,
  type ConsentChangeBody,
  type ConsentChannel,
  type ConsentsResponse,
  type DataExport,
  type DeletionRequest,
  type LoginRecord,
  type PasswordChangeBody,
} from "~/../shared/contract/main-api/accounts";
import type { MainApiCall } from "./main-api-orders";

const ACCOUNT = "/api/v1/account-api";

/** Which contact a change is about. */
export type ContactField = "email" | "phone";

const contactBody = (field: ContactField, destination: string): CodeRequestBody =>
  field === "email" ? { email: destination } : { phone: destination };

export function accountCalls(call: MainApiCall) {
  return {
    profile: async (): Promise<AccountProfile> => (await call(`${ACCOUNT}/user`, profileResponse)).user,
    /** Sends a one-time code to the new address or number (not to the current one). */
    sendContactCode: async (field: ContactField, destination: string): Promise<void> => {
      await call(`${ACCOUNT}/update-${field}`, codeSentResponse, {
        method: "POST",
        body: contactBody(field, destination),
      });
    },
    completeContactChange: async (field: ContactField, destination: string, code: string): Promise<AccountProfile> =>
      (
        await call(`${ACCOUNT}/update-${field}/complete`, profileResponse, {
          method: "POST",
          body: { ...contactBody(field, destination), code } satisfies CodeCompleteBody,
        })
      ).user,
    address: async (): Promise<AccountAddress | null> => (await call(`${ACCOUNT}/address`, addressResponse)).address,
    saveAddress: async (body: AddressBody): Promise<void> => {
      await call(`${ACCOUNT}/address`, addressResponse, { method: "PUT", body });
    },
    changePassword: async (body: PasswordChangeBody): Promise<void> => {
      await call(`${ACCOUNT}/password/change`, z.null(), { method: "POST", body });
    },
    loginHistory: async (): Promise<readonly LoginRecord[]> =>
      (await call(`${ACCOUNT}/login-history`, loginHistoryResponse)).logins,
    consents: (): Promise<ConsentsResponse> => call(`${ACCOUNT}/consents`, consentsResponse),
    /** Grants or withdraws one channel from the account page, with the text version it shows. */
    changeConsent: (channel: ConsentChannel, granted: boolean): Promise<ConsentsResponse> =>
      call(`${ACCOUNT}/consents`, consentsResponse, {
        method: "POST",
        body: {
          channel,
          granted,
          source: "account-page",
          textVersion: CONSENT_TEXT_VERSION,
        } satisfies ConsentChangeBody,
      }),
    dataExport: (): Promise<DataExport> => call(`${ACCOUNT}/data-export`, dataExportResponse),
    deletionRequest: async (): Promise<DeletionRequest | null> =>
      (await call(`${ACCOUNT}/deletion-request`, deletionRequestResponse)).request,
    requestDeletion: async (): Promise<DeletionRequest | null> =>
      (await call(`${ACCOUNT}/deletion-request`, deletionRequestResponse, { method: "POST", body: {} })).request,
  };
}
