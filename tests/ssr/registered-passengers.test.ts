/**
 * The registered passengers page through the built Worker, without JavaScript
 * (docs/registered-passengers.md): who may open it, inline errors from plain posts, the confirm
 * step, another user's passenger out of reach, and hand-made posts never answered with a 5xx.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { signedIn, visit } from "../support/sign-in";

const PAGE = "/en/account/registered-passengers";
const AYSE = {
  intent: "save",
  title: "mrs",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-04",
  nationality: "TR",
  tckn: "10000000146",
};

let owner: Jar;
let stranger: Jar;

beforeAll(async () => {
  owner = await signedIn("passengers-ssr@example.com");
  stranger = await signedIn("passengers-ssr-stranger@example.com");
});

/** The id in the page's first "Edit" link. */
async function firstId(jar: Jar): Promise<string> {
  const html = await (await visit(jar, PAGE)).text();
  const id = /[?&amp;]+edit=([\w-]+)/.exec(html)?.[1];
  if (!id) throw new Error("no passenger listed");
  return id;
}

describe("registered passengers without JavaScript", () => {
  it("send a visitor who has not logged in to the login page, which brings them back", async () => {
    const response = await visit(new Jar(), PAGE);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/\/en\/login\?redirect=%2Fen%2Faccount%2Fregistered-passengers$/);
    // The account layout's route check stands before the page's loader and action: the form asked
    // for comes back after signing in, and an anonymous post changes nothing.
    const form = await visit(new Jar(), `${PAGE}?edit=new`);
    expect(form.headers.get("location")).toMatch(
      /\/en\/login\?redirect=%2Fen%2Faccount%2Fregistered-passengers%3Fedit%3Dnew$/,
    );
    const post = await visit(new Jar(), PAGE, { intent: "delete", id: "p-1" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toMatch(/\/en\/login\?redirect=/);
  });

  it("name every broken rule inline, keeping what was typed; then save and list the passenger masked", async () => {
    const invalid = await visit(owner, PAGE, { ...AYSE, tckn: "10000000147", lastName: "Y1lmaz" });
    expect(invalid.status).toBe(400);
    const html = await invalid.text();
    expect(html).toContain("This T.C. identity number is not valid.");
    expect(html).toContain("Please use letters only, as written in the identity document.");
    expect(html).toContain('value="Ayşe"');

    const saved = await visit(owner, PAGE, AYSE);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`${PAGE}?done=saved`);
    const list = await (await visit(owner, `${PAGE}?done=saved`)).text();
    expect(list).toContain("The passenger is saved.");
    expect(list).toContain("Ayşe Yılmaz");
    expect(list).toContain("••••••••146");
    expect(list).not.toContain("10000000146");
  });

  it("keep another user's passenger out of reach", async () => {
    const id = await firstId(owner);
    const edit = await (await visit(stranger, `${PAGE}?edit=${id}`)).text();
    expect(edit).not.toContain("Ayşe Yılmaz");
    const replaced = await visit(stranger, PAGE, { ...AYSE, id, firstName: "Mallory" });
    expect(replaced.status).toBe(422);
    expect(await replaced.text()).toContain("This passenger is no longer saved in your account.");
    expect(await (await visit(owner, PAGE)).text()).toContain("Ayşe Yılmaz");
  });

  it("delete through a confirm step", async () => {
    const id = await firstId(owner);
    const step = await (await visit(owner, `${PAGE}?remove=${id}`)).text();
    expect(step).toContain("Delete Ayşe Yılmaz?");
    const deleted = await visit(owner, PAGE, { intent: "delete", id });
    expect(deleted.headers.get("location")).toBe(`${PAGE}?done=deleted`);
    expect(await (await visit(owner, PAGE)).text()).not.toContain("Ayşe Yılmaz");
  });

  it("answer hand-made posts with a redirect or 4xx, never a 5xx", async () => {
    const field = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("", "save", "delete", "TR", "../x", "mr"));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            intent: field,
            id: field,
            title: field,
            firstName: field,
            birthDate: field,
            nationality: field,
            tckn: field,
          },
          { requiredKeys: [] },
        ),
        async (post) => {
          const response = await visit(owner, PAGE, post);
          await response.arrayBuffer();
          expect(response.status).toBeGreaterThanOrEqual(300);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 25 },
    );
  });
});
