import fc from "fast-check";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { formBody, MAX_FORM_BYTES } from "./index";

const app = new Hono();
app.use(formBody({ invalid: (c, status) => c.text(`invalid ${status}`, status) }));
app.all("*", async (c) => {
  if (c.req.method === "GET") return c.text("page");
  const form = await c.req.raw.formData();
  return c.text(`fields ${[...form.keys()].length}`);
});

const post = (body: BodyInit | null, type?: string) =>
  app.request("/login", { method: "POST", body, headers: type ? { "content-type": type } : {} });

describe("form bodies of page actions", () => {
  it("lets readable forms through", async () => {
    expect(await (await post("a=1&b=2", "application/x-www-form-urlencoded")).text()).toBe("fields 2");
    const form = new FormData();
    form.set("intent", "send");
    expect(await (await app.request("/login", { method: "POST", body: form })).text()).toBe("fields 1");
    expect(await (await app.request("/login")).text()).toBe("page");
  });

  it.each([
    ['{"a":1}', "application/json"],
    ["a=1", "text/plain"],
    ["a=1", undefined],
    ["--x\r\nbroken", "multipart/form-data"],
    ["not multipart at all", "multipart/form-data; boundary=x"],
  ])("answers %j as %s with 415, before any action reads it", async (body, type) => {
    const response = await post(body, type);
    expect(response.status).toBe(415);
  });

  it("answers a body larger than any form with 413", async () => {
    const response = await post(`a=${"x".repeat(MAX_FORM_BYTES)}`, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
  });

  it("never lets an action meet a body it cannot read (generated bodies and types)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom("--x\r\n", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
        ),
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "multipart/form-data",
          "application/json",
          "text/plain;charset=utf-8",
          "",
        ),
        async (body, type) => {
          const response = await post(body, type || undefined);
          expect([200, 413, 415]).toContain(response.status);
        },
      ),
      { numRuns: 300, seed: 14 },
    );
  });
});
