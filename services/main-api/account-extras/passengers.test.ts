import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { registeredSession } from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { createMainApi } from "../app";
import {
  MAX_REGISTERED_PASSENGERS as MAX_PASSENGERS,
  type RegisteredPassenger,
} from "../../../shared/contract/main-api/passengers";

/** 1 March 2027 in Istanbul. */
let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock, devOutbox: true });
const client = mainApiClient(api);
const { call, ok, error, session } = client;

let emails = 0;
const newUser = () => registeredSession(client, `passengers-${++emails}@example.com`);

type Passenger = RegisteredPassenger;

const ADULT_TR = {
  type: "adult",
  title: "mrs",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-20",
  nationality: "TR",
  tckn: "10000000146",
};
const CHILD_DE = {
  type: "child",
  firstName: "Lena",
  lastName: "Schmidt",
  birthDate: "2019-08-01",
  nationality: "de",
  passportNo: "c01x00t47",
  passportExpiry: "2031-01-31",
};

const path = "/account-api/passengers";

beforeEach(() => {
  clock += 2 * 60 * 60 * 1000;
});

describe("registered passengers", () => {
  it("need a registered user", async () => {
    expect(await error(call("GET", path))).toMatchObject({ status: 401, code: 3500 });
    const { token } = await session();
    expect(await error(call("GET", path, undefined, token))).toMatchObject({ status: 403, code: 3510 });
    expect(await error(call("POST", path, ADULT_TR, token))).toMatchObject({ status: 403, code: 3510 });
  });

  it("are added, listed, read, replaced and deleted", async () => {
    const { token } = await newUser();
    expect(await ok(call("GET", path, undefined, token))).toEqual({ passengers: [] });

    const { passenger: adult } = await ok<{ passenger: Passenger }>(call("POST", path, ADULT_TR, token), 201);
    expect(adult).toEqual({
      id: expect.any(String),
      ...ADULT_TR,
      passportNo: null,
      passportExpiry: null,
      createdAt: clock,
      updatedAt: clock,
    });
    const { passenger: child } = await ok<{ passenger: Passenger }>(call("POST", path, CHILD_DE, token), 201);
    // Normalised: country and passport number in capitals; no title given.
    expect(child).toMatchObject({ nationality: "DE", passportNo: "C01X00T47", title: null, tckn: null });

    const list = await ok<{ passengers: Passenger[] }>(call("GET", path, undefined, token));
    expect(list.passengers.map((passenger) => passenger.id)).toEqual([adult.id, child.id]);
    expect(await ok(call("GET", `${path}/${adult.id}`, undefined, token))).toEqual({ passenger: adult });

    clock += 1000;
    const moved = { ...ADULT_TR, nationality: "GB", tckn: null, passportNo: "123456789", passportExpiry: "2030-12-31" };
    const { passenger: replaced } = await ok<{ passenger: Passenger }>(
      call("PUT", `${path}/${adult.id}`, moved, token),
    );
    expect(replaced).toMatchObject({
      id: adult.id,
      nationality: "GB",
      tckn: null,
      passportNo: "123456789",
      createdAt: adult.createdAt,
      updatedAt: clock,
    });

    expect((await call("DELETE", `${path}/${adult.id}`, undefined, token)).status).toBe(204);
    expect(await error(call("GET", `${path}/${adult.id}`, undefined, token))).toMatchObject({
      status: 404,
      code: 2321,
    });
    expect(await error(call("DELETE", `${path}/${adult.id}`, undefined, token))).toMatchObject({ code: 2321 });
    const after = await ok<{ passengers: Passenger[] }>(call("GET", path, undefined, token));
    expect(after.passengers.map((passenger) => passenger.id)).toEqual([child.id]);
  });

  it("belong to their user only", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { passenger } = await ok<{ passenger: Passenger }>(call("POST", path, ADULT_TR, owner.token), 201);
    expect(await ok(call("GET", path, undefined, stranger.token))).toEqual({ passengers: [] });
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", ADULT_TR],
      ["DELETE", undefined],
    ] as const) {
      expect(await error(call(method, `${path}/${passenger.id}`, body, stranger.token))).toMatchObject({
        status: 404,
        code: 2321,
      });
    }
    expect(await ok(call("GET", `${path}/${passenger.id}`, undefined, owner.token))).toEqual({ passenger });
  });

  it("are validated like the order's travellers, naming each bad field", async () => {
    const { token } = await newUser();
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...ADULT_TR, tckn: undefined }, "tckn", "required for Turkish citizens"],
      [{ ...ADULT_TR, tckn: "10000000147" }, "tckn", "not a valid T.C. identity number"],
      [
        { ...CHILD_DE, passportNo: undefined, passportExpiry: undefined },
        "passportNo",
        "required for foreign nationals",
      ],
      [{ ...CHILD_DE, passportExpiry: undefined }, "passportExpiry", "required with a passport"],
      [{ ...CHILD_DE, passportExpiry: "2027-02-28" }, "passportExpiry", "the passport has expired"],
      [{ ...CHILD_DE, passportNo: "AB-12" }, "passportNo"],
      [{ ...ADULT_TR, type: "child" }, "type", "the birth date makes this passenger an adult"],
      [{ ...CHILD_DE, type: "infant" }, "type", "the birth date makes this passenger a child"],
      [{ ...ADULT_TR, type: "student" }, "type"],
      [{ ...ADULT_TR, title: "dr" }, "title"],
      [{ ...ADULT_TR, firstName: "R2D2" }, "firstName", "letters only"],
      [{ ...ADULT_TR, lastName: "" }, "lastName"],
      [{ ...ADULT_TR, birthDate: "1990-02-30" }, "birthDate", "not a calendar date"],
      [{ ...ADULT_TR, birthDate: "20.05.1990" }, "birthDate", "YYYY-MM-DD"],
      [{ ...ADULT_TR, type: "infant", birthDate: "2027-06-01" }, "birthDate", "not a plausible birth date"],
      [{ ...ADULT_TR, nationality: "TUR" }, "nationality"],
    ];
    for (const [body, field, message] of cases) {
      const refused = await error(call("POST", path, body, token));
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, code: 3300 });
      expect(refused.details, JSON.stringify(body)).toContainEqual(
        message ? { field, message } : expect.objectContaining({ field }),
      );
    }
    expect(await ok(call("GET", path, undefined, token))).toEqual({ passengers: [] });
    const infant = { ...ADULT_TR, type: "infant", title: undefined, birthDate: "2026-09-01" };
    await ok(call("POST", path, infant, token), 201);
  });

  it(`keep at most ${MAX_PASSENGERS} per user`, async () => {
    const { token, user } = await newUser();
    const ids: string[] = [];
    for (let index = 0; index < MAX_PASSENGERS; index++) {
      const { passenger } = await ok<{ passenger: Passenger }>(call("POST", path, ADULT_TR, token), 201);
      ids.push(passenger.id);
    }
    expect(await error(call("POST", path, ADULT_TR, token))).toMatchObject({
      status: 422,
      code: 2322,
      details: { max: MAX_PASSENGERS },
    });
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM registered_passengers WHERE user_id = ?1")
      .bind(user.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(MAX_PASSENGERS);
    expect((await call("DELETE", `${path}/${ids[0]}`, undefined, token)).status).toBe(204);
    await ok(call("POST", path, ADULT_TR, token), 201);
  });
});
