/**
 * The signed-in user's registered passengers (docs/registered-passengers.md). Only a registered
 * session may call these (403 / 3510 for an anonymous one), and only for its own passengers
 * (another user's id is 404 / 2321). Schemas: shared/contract/main-api/passengers.ts.
 */
import { z } from "zod";
import {
  registeredPassengerListResponse,
  registeredPassengerResponse,
  type RegisteredPassenger,
  type RegisteredPassengerBody,
} from "~/../shared/contract/main-api/passengers";
import type { MainApiCall } from "./main-api-orders";

const PASSENGERS = "/api/v1/account-api/passengers";
const one = (id: string) => `${PASSENGERS}/${encodeURIComponent(id)}`;

export function passengerCalls(call: MainApiCall) {
  return {
    list: async (): Promise<readonly RegisteredPassenger[]> =>
      (await call(PASSENGERS, registeredPassengerListResponse)).passengers,
    get: async (id: string): Promise<RegisteredPassenger> =>
      (await call(one(id), registeredPassengerResponse)).passenger,
    add: async (body: RegisteredPassengerBody): Promise<RegisteredPassenger> =>
      (await call(PASSENGERS, registeredPassengerResponse, { method: "POST", body })).passenger,
    replace: async (id: string, body: RegisteredPassengerBody): Promise<RegisteredPassenger> =>
      (await call(one(id), registeredPassengerResponse, { method: "PUT", body })).passenger,
    remove: async (id: string): Promise<void> => {
      await call(one(id), z.null(), { method: "DELETE" });
    },
  };
}
