import { describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { lastCode, visit as request } from "../support/sign-in";
import { fetchPage } from "../support/worker-fetch";

/** Logs a new visitor in by e-mail and gives their name; returns the final response. */
async function logIn(jar: Jar, email: string, redirect: string) {
  const action = `/login?redirect=${encodeURIComponent(redirect)}`;
  const sent = await request(jar, action, { intent: "send", method: "email", email });
  expect(sent.status).toBe(200);
  expect(await sent.text()).toContain('name="code"');
  const verified = await request(jar, action, {
    intent: "verify",
    method: "email",
    destination: email,
    code: await lastCode(email),
  });
  expect(verified.status).toBe(200);
  expect(await verified.text()).toContain('name="firstName"');
  return request(jar, action, { intent: "name", firstName: "Ayşe", lastName: "Yılmaz" });
}

describe("login by e-mail without JavaScript", () => {
  it("sends a code, signs in, asks for the name, and greets the visitor by name", async () => {
    const jar = new Jar();
    const done = await logIn(jar, "ayse@example.com", "/account/reservations");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account/reservations");
    expect(jar.has("at") && jar.has("rt")).toBe(true);
    const account = await request(jar, "/account");
    const html = await account.text();
    expect(html).toContain("Ayşe");
    expect(html).toContain('action="/logout"');
  });

  it("explains a wrong code in the visitor's language and keeps the form", async () => {
    const jar = new Jar();
    await request(jar, "/login", { intent: "send", method: "email", email: "wrong-code@example.com" });
    const real = await lastCode("wrong-code@example.com");
    const response = await request(jar, "/login", {
      intent: "verify",
      method: "email",
      destination: "wrong-code@example.com",
      code: real === "123456" ? "654321" : "123456",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="code"');
    expect(html).toContain("Girdiğiniz kod hatalı.");
  });

  it("rejects a malformed address inline", async () => {
    const response = await request(new Jar(), "/en/login", {
      intent: "send",
      method: "email",
      email: "not an address",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid e-mail address");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https:evil.example",
    "https://evil.example/",
    "%2F%2Fevil.example",
    "/%2F%2Fevil.example",
    "%5C%5Cevil.example",
  ])("returns to a same-origin path for redirect=%s", async (redirect) => {
    const jar = new Jar();
    const done = await logIn(jar, `redirect-${encodeURIComponent(redirect).replace(/%/g, "")}@example.com`, redirect);
    expect(done.status).toBe(302);
    const location = done.headers.get("location") ?? "";
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(new URL(location, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("logs out: the session ends and the login link is back", async () => {
    const jar = new Jar();
    await logIn(jar, "leaving@example.com", "/");
    const out = await request(jar, "/logout", { redirect: "/kampanya" });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/kampanya");
    expect(jar.has("rt")).toBe(false);
    const page = await (await request(jar, "/kampanya")).text();
    expect(page).not.toContain('action="/logout"');
    expect(page).toContain("/login?redirect=");
  });

  it.each([
    ["/login", "Artık oturumunuz açık değil."],
    ["/en/login", "You are not signed in any more."],
  ])("answers the name step without a signed-in session (%s) with a 400 and an inline message", async (path, text) => {
    for (const jar of [
      new Jar(),
      await (async () => {
        const anonymous = new Jar();
        await request(anonymous, "/hakkimizda");
        return anonymous;
      })(),
    ]) {
      const response = await request(jar, path, { intent: "name", firstName: "Ayşe", lastName: "Yılmaz" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain(text);
      expect(html).toContain('name="email"');
    }
  });

  it("does not log out on a GET", async () => {
    const response = await fetchPage("/logout");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});
