import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { lastCode, signedIn, visit } from "../support/sign-in";

const unique = (what: string) =>
  `ssr-account-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe("the account page without JavaScript", () => {
  it("shows every section, permissions unticked until the traveller ticks them", async () => {
    const jar = await signedIn(unique("page"));
    const response = await visit(jar, "/en/account");
    const html = await response.text();
    expect(response.status).toBe(200);
    for (const id of ["profile", "contact", "address", "permissions", "logins", "your-data"]) {
      expect(html).toContain(`id="${id}"`);
    }
    // No password on an account that never set one.
    expect(html).not.toContain('id="password"');
    expect(html).not.toMatch(/name="(email|sms|call)"[^>]*checked/);
    expect(html).toContain("You have not given any permission yet.");
  });

  it("ticks SMS, then withdraws it in one click; both are in the history, newest first", async () => {
    const jar = await signedIn(unique("sms"));
    const ticked = await visit(jar, "/en/account", { intent: "consents", sms: "on" });
    expect(ticked.status).toBe(302);
    expect(ticked.headers.get("location")).toBe("/en/account?done=consents#permissions");
    let html = await (await visit(jar, "/en/account?done=consents")).text();
    expect(html).toContain("Your communication permissions are saved.");
    expect(html).toContain("SMS: permission given");
    const withdrawn = await visit(jar, "/en/account", { intent: "withdraw", channel: "sms" });
    expect(withdrawn.headers.get("location")).toBe("/en/account?done=withdrawn#permissions");
    html = await (await visit(jar, "/en/account")).text();
    expect(html.indexOf("SMS: permission withdrawn")).toBeGreaterThan(-1);
    expect(html.indexOf("SMS: permission withdrawn")).toBeLessThan(html.indexOf("SMS: permission given"));
  });

  it("changes the e-mail address with a code sent to the new one, in Turkish on the Turkish site", async () => {
    const jar = await signedIn(unique("contact"));
    const address = unique("new");
    const sent = await visit(jar, "/account", { intent: "contact", field: "email", value: address.toUpperCase() });
    const step = await sent.text();
    expect(sent.status).toBe(200);
    expect(step).toContain("6 haneli bir kod gönderdik");
    const wrong = await visit(jar, "/account", { intent: "contact-code", field: "email", value: address, code: "12" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Doğrulama kodu 6 haneli olmalıdır.");
    const done = await visit(jar, "/account", {
      intent: "contact-code",
      field: "email",
      value: address,
      code: await lastCode(address),
    });
    expect(done.headers.get("location")).toBe("/account?done=email#contact");
    expect(await (await visit(jar, "/account")).text()).toContain(address);
  });

  it("changes the mobile number from the country code picker; the code field takes the focus and names where the code went", async () => {
    const jar = await signedIn(unique("phone"));
    const page = await (await visit(jar, "/account")).text();
    // One picker, the checkout's: the dialling codes with the country names in Turkish, Türkiye first.
    expect(page).toMatch(/<select[^>]*id="contact-phone-dialCode"[^>]*name="dialCode"/);
    expect(page).toMatch(/<option value="\+90"[^>]*>\u200e\+90 Türkiye<\/option><option/);
    expect(page).toContain(">\u200e+49 Almanya</option>");
    const number = `5${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const wrong = await visit(jar, "/account", {
      intent: "contact",
      field: "phone",
      dialCode: "+90",
      phone: "0212 123 45 67",
    });
    expect(wrong.status).toBe(400);
    const refusedHtml = await wrong.text();
    expect(refusedHtml).toMatch(/id="contact-phone-phone"[^>]*aria-invalid="true"/);
    expect(refusedHtml).toContain("Lütfen geçerli bir cep telefonu numarası girin.");
    const sent = await visit(jar, "/account", {
      intent: "contact",
      field: "phone",
      dialCode: "+90",
      phone: `(${number.slice(0, 3)}) ${number.slice(3, 6)} ${number.slice(6, 8)} ${number.slice(8)}`,
    });
    expect(sent.status).toBe(200);
    const step = await sent.text();
    expect(step).toContain(`6 haneli bir kod gönderdik`);
    expect(step).toContain(`+90${number}`);
    // Without JavaScript the browser focuses the code field of the new page; the message is its description.
    expect(step).toMatch(
      /<input[^>]*aria-describedby="contact-sent-phone"[^>]*autofocus=""[^>]*name="code"|<input[^>]*name="code"[^>]*autofocus=""/,
    );
    expect(step).toMatch(/role="status" id="contact-sent-phone"/);
    const done = await visit(jar, "/account", {
      intent: "contact-code",
      field: "phone",
      value: `+90${number}`,
      code: await lastCode(`+90${number}`),
    });
    expect(done.headers.get("location")).toBe("/account?done=phone#contact");
  });

  it("lists the address countries in the page's language, sorted for it, Türkiye first", async () => {
    const jar = await signedIn(unique("countries"));
    for (const [path, home, collator] of [
      ["/account", "Türkiye", "tr"],
      ["/de/account", "Türkei", "de"],
      ["/ar/account", "تركيا", "ar"],
    ] as const) {
      const html = await (await visit(jar, path)).text();
      const select = /<select[^>]*name="countryCode"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
      const names = [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]!);
      expect(names[0]).toBe(home);
      expect(names.length).toBeGreaterThan(20);
      const rest = names.slice(1);
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, collator)));
    }
  });

  it("refuses another account's address inline, before any code", async () => {
    const taken = unique("taken");
    await signedIn(taken);
    const jar = await signedIn(unique("other"));
    const refused = await visit(jar, "/en/account", { intent: "contact", field: "email", value: taken });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This phone number or e-mail address is already in use.");
  });

  it("saves the name and the address, and explains a wrong field in the page's language", async () => {
    const jar = await signedIn(unique("address"));
    const bad = await visit(jar, "/de/account", {
      intent: "address",
      line: "x",
      district: "",
      city: "İzmir",
      countryCode: "TR",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('aria-invalid="true"');
    const saved = await visit(jar, "/en/account", {
      intent: "address",
      line: "Kıbrıs Şehitleri Cd. 12",
      district: "Alsancak",
      city: "İzmir",
      postalCode: "35220",
      countryCode: "TR",
    });
    expect(saved.headers.get("location")).toBe("/en/account?done=address#address");
    const named = await visit(jar, "/en/account", { intent: "name", firstName: "Zeynep", lastName: "Kaya" });
    expect(named.status).toBe(302);
    const html = await (await visit(jar, "/en/account")).text();
    expect(html).toContain("Kıbrıs Şehitleri Cd. 12");
    // The header greets with the new name at once.
    expect(html).toContain("Zeynep");
  });

  it("asks to confirm a deletion request without JavaScript, records it, and says what happens next", async () => {
    const jar = await signedIn(unique("delete"));
    const confirm = await (await visit(jar, "/en/account?delete=confirm")).text();
    expect(confirm).toContain('name="intent" value="delete-account"');
    const asked = await visit(jar, "/en/account", { intent: "delete-account" });
    expect(asked.headers.get("location")).toBe("/en/account?done=deletion#your-data");
    const html = await (await visit(jar, "/en/account")).text();
    expect(html).toContain("We received your request to delete your account on");
    expect(html).toContain("as long as the law requires");
  });

  it("downloads the data as a JSON attachment; anyone not signed in logs in first", async () => {
    const email = unique("data");
    const jar = await signedIn(email);
    const response = await visit(jar, "/api/account/data");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rotago-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const exported = await response.json<{ profile: { email: string } }>();
    expect(exported.profile.email).toBe(email);
    const anonymous = await visit(new Jar(), "/api/account/data");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent("/account#your-data")}`);
  });

  it("answers hand-made posts with a 4xx or a redirect back, never a server error", async () => {
    const jar = await signedIn(unique("fuzz"));
    const intents = fc.constantFrom(
      "name",
      "contact",
      "contact-code",
      "address",
      "password",
      "consents",
      "withdraw",
      "x",
      "",
    );
    const names = fc.constantFrom(
      "field",
      "value",
      "code",
      "firstName",
      "lastName",
      "line",
      "city",
      "countryCode",
      "sms",
      "channel",
      "newPassword",
    );
    const values = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("on", "email", "phone", "fax", "+90 532", "<script>"),
    );
    await fc.assert(
      fc.asyncProperty(intents, fc.array(fc.tuple(names, values), { maxLength: 6 }), async (intent, fields) => {
        const response = await visit(jar, "/en/account", { intent, ...Object.fromEntries(fields) });
        const html = await response.text();
        expect([200, 302, 400]).toContain(response.status);
        expect(html).not.toContain("<script>alert");
        if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/en\/account\?done=/);
      }),
      { numRuns: 40 },
    );
  });
});
