import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { canonicalPath, MAX_URL_LENGTH } from "./index";

const app = new Hono();
app.use(canonicalPath({ invalid: (c, status) => c.text(`invalid ${status}`, status) }));
app.all("*", (c) => c.text(`page ${c.req.path}`));

describe("canonical paths", () => {
  it("drops a trailing slash with a permanent redirect and keeps the query", async () => {
    const response = await app.request("/account/?type=flightTicket");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/account?type=flightTicket");
  });

  it("folds repeated slashes into one, never into a protocol-relative address", async () => {
    const response = await app.request("http://localhost//evil.example//x/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/evil.example/x");
  });

  it("leaves the root and canonical paths alone", async () => {
    expect(await (await app.request("/")).text()).toBe("page /");
    expect(await (await app.request("/search?p_p=1,2")).text()).toBe("page /search");
  });

  it("does not redirect form posts (the body would be lost)", async () => {
    const response = await app.request("/login/", { method: "POST" });
    expect(response.status).toBe(200);
  });

  it("answers 400 for a path that is not valid percent-encoding", async () => {
    const response = await app.request("/%E0%A4%A");
    expect(response.status).toBe(400);
  });

  it("answers 414 for an address that is too long", async () => {
    const response = await app.request(`/search?x=${"a".repeat(MAX_URL_LENGTH)}`);
    expect(response.status).toBe(414);
  });
});
