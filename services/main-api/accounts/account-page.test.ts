import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONSENT_TEXT_VERSION,
  consentsResponse,
  dataExportResponse,
  deletionRequestResponse,
  profileResponse,
} from "../../../shared/contract/main-api/accounts";
import { registeredSession } from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { createMainApi } from "../app";

let clock = Date.UTC(2027, 2, 1, 9, 0);
const api = createMainApi({ now: () => clock, devOutbox: true });
const client = mainApiClient(api);
let counter = 0;
const newTraveller = () => registeredSession(client, `account-page-${++counter}-${Date.now()}@example.com`);

const change = (channel: "email" | "sms" | "call", granted: boolean) => ({
  channel,
  granted,
  source: "account-page",
  textVersion: CONSENT_TEXT_VERSION,
});

describe("communication permissions (ETK)", () => {
  it("starts with every channel off and no history", async () => {
    const { token } = await newTraveller();
    const consents = consentsResponse.parse(
      await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
    );
    expect(consents).toEqual({ current: { email: false, sms: false, call: false }, history: [] });
  });

  it("records each grant and withdrawal with its time, source and text version, newest first", async () => {
    const { token } = await newTraveller();
    clock += 1000;
    await client.ok(client.call("POST", "/account-api/consents", change("sms", true), token));
    clock += 1000;
    const after = consentsResponse.parse(
      await client.ok(client.call("POST", "/account-api/consents", change("sms", false), token)),
    );
    expect(after.current.sms).toBe(false);
    expect(
      after.history.map(({ channel, granted, source, textVersion }) => ({ channel, granted, source, textVersion })),
    ).toEqual([
      { channel: "sms", granted: false, source: "account-page", textVersion: CONSENT_TEXT_VERSION },
      { channel: "sms", granted: true, source: "account-page", textVersion: CONSENT_TEXT_VERSION },
    ]);
    expect(after.history[0]!.at).toBe(new Date(clock).toISOString());
  });

  it("derives the state from the latest record for any sequence, and records only real changes", async () => {
    const { token } = await newTraveller();
    const channel = fc.constantFrom("email" as const, "sms" as const, "call" as const);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(channel, fc.boolean()), { maxLength: 8 }), async (steps) => {
        const before = consentsResponse.parse(
          await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
        );
        const expected = { ...before.current };
        let changes = 0;
        for (const [name, granted] of steps) {
          clock += 1000;
          if (expected[name] !== granted) changes++;
          expected[name] = granted;
          await client.ok(client.call("POST", "/account-api/consents", change(name, granted), token));
        }
        const after = consentsResponse.parse(
          await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
        );
        expect(after.current).toEqual(expected);
        expect(after.history.length - before.history.length).toBe(changes);
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a bad body and an anonymous visitor", async () => {
    const { token } = await newTraveller();
    for (const bad of [
      { ...change("sms", true), channel: "fax" },
      { ...change("sms", true), textVersion: "<b>" },
      {},
    ]) {
      expect((await client.error(client.call("POST", "/account-api/consents", bad, token))).code).toBe(3300);
    }
    const anonymous = await client.ok<{ token: { accessToken: string } }>(
      client.call("POST", "/account-api/anonymous-login"),
    );
    expect(
      (await client.error(client.call("GET", "/account-api/consents", undefined, anonymous.token.accessToken))).code,
    ).toBe(3510);
  });

  it("keeps the older endpoints and the history in step", async () => {
    const { token } = await newTraveller();
    await client.ok(client.call("POST", "/account-api/notification-permission", { email: true, sms: false }, token));
    await client.ok(client.call("PATCH", "/account-api/marketing-user", { email: false }, token));
    const consents = consentsResponse.parse(
      await client.ok(client.call("GET", "/account-api/consents", undefined, token)),
    );
    expect(consents.current).toEqual({ email: false, sms: false, call: false });
    expect(consents.history.map(({ granted, source }) => ({ granted, source }))).toEqual([
      { granted: false, source: "marketing" },
      { granted: true, source: "account" },
    ]);
  });
});

describe("changing the e-mail address with a one-time code", () => {
  it("sends the code to the new address and changes it once the code is given", async () => {
    const { token } = await newTraveller();
    const address = `new-${Date.now()}@example.com`;
    await client.ok(client.call("POST", "/account-api/update-email", { email: address }, token), 202);
    const { messages } = await client.ok<{ messages: { body: string }[] }>(
      client.call("GET", `/account-api/dev/outbox?destination=${address}`),
    );
    const code = /\b(\d{6})\b/.exec(messages[0]!.body)![1]!;
    const profile = profileResponse.parse(
      await client.ok(client.call("POST", "/account-api/update-email/complete", { email: address, code }, token)),
    );
    expect(profile.user.email).toBe(address);
  });

  it("refuses an address another account uses, before sending a code", async () => {
    const other = `taken-${Date.now()}@example.com`;
    await registeredSession(client, other);
    const { token } = await newTraveller();
    const refused = await client.error(client.call("POST", "/account-api/update-email", { email: other }, token));
    expect(refused).toMatchObject({ status: 409, code: 3509 });
  });
});

describe("KVKK: my data and deleting the account", () => {
  it("exports the profile, consents, login history and the rest as the contract says", async () => {
    const { token, user } = await newTraveller();
    await client.ok(client.call("POST", "/account-api/consents", change("email", true), token));
    const exported = dataExportResponse.parse(
      await client.ok(client.call("GET", "/account-api/data-export", undefined, token)),
    );
    expect(exported.profile.id).toBe(user.id);
    expect(exported.consents).toHaveLength(1);
    expect(exported.loginHistory.length).toBeGreaterThan(0);
    expect(exported.deletionRequest).toBeNull();
  });

  it("records one deletion request, however often it is asked", async () => {
    const { token } = await newTraveller();
    const none = deletionRequestResponse.parse(
      await client.ok(client.call("GET", "/account-api/deletion-request", undefined, token)),
    );
    expect(none.request).toBeNull();
    const first = deletionRequestResponse.parse(
      await client.ok(client.call("POST", "/account-api/deletion-request", undefined, token)),
    );
    clock += 60_000;
    const again = deletionRequestResponse.parse(
      await client.ok(client.call("POST", "/account-api/deletion-request", undefined, token)),
    );
    expect(first.request?.status).toBe("received");
    expect(again.request).toEqual(first.request);
  });
});
