import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { BROWSER_UA } from "../support/worker-fetch";

const STUB_ORIGIN = "https://main-api.stub";

const PRODUCT_PATH = "/api/v1/search-api/search/product";

const ANONYMOUS_LOGIN_PATH = "/api/v1/account-api/anonymous-login";

/**
 * The built Worker, called with its Main API at a stub address: the stub gives `answer` for the
 * calls under `stubbedPath` and passes everything else (the visitor's session) to the embedded Main API.
 */
async function pageWithAnswer(path: string, stubbedPath: string, answer: () => Response): Promise<Response> {
  const realFetch = globalThis.fetch;
  const mainApi = createMainApi();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(STUB_ORIGIN)) return realFetch(request);
    if (new URL(request.url).pathname.startsWith(stubbedPath)) return answer();
    return mainApi.fetch(request, env, createExecutionContext());
  });
  const built = "../../build/server/index.js";
  const worker = ((await import(/* @vite-ignore */ built)) as { default: ExportedHandler<Env> }).default;
  const ctx = createExecutionContext();
  const response = await worker.fetch!(
    new Request(`http://localhost${path}`, { headers: { "user-agent": BROWSER_UA, accept: "text/html" } }) as Request<
      unknown,
      IncomingRequestCfProperties
    >,
    { ...env, MAIN_API_URL: STUB_ORIGIN },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(html, { status: response.status, headers: response.headers });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const PRODUCT_PAGE = "/en/detail?code=C0000000000000A&searchId=00000000-0000-4000-8000-000000000000";

describe("a page whose Main API answer is malformed", () => {
  it("renders the shop's page with its generic message, not an unhandled error", async () => {
    const answers = [
      () => Response.json({ code: 42, details: "not a product" }),
      () => new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502 }),
      () => Response.json({ searchID: "s", code: "C0000000000000A", pricing: { display: { total: 1e308 } } }),
    ];
    for (const answer of answers) {
      const response = await pageWithAnswer(PRODUCT_PAGE, PRODUCT_PATH, answer);
      const html = (await response.text()).replaceAll("<!-- -->", "");
      expect(response.status).toBeLessThan(500);
      expect(html).toContain("Sorry, an error occurred. Please try again in a moment.");
      expect(html).toContain("</html>");
      expect(html).not.toContain("Unexpected Server Error");
    }
  });
});

describe("a guarded page whose anonymous sign-in answer is malformed", () => {
  it("answers 503 with the shop's error page, not an unhandled 500", async () => {
    const answers = [
      () => Response.json({ token: { access: 42 } }),
      () => new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 502 }),
      () => new Response("not json", { status: 200 }),
    ];
    for (const answer of answers) {
      const response = await pageWithAnswer("/en", ANONYMOUS_LOGIN_PATH, answer);
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(html).toContain('id="error-heading"');
      expect(html).toContain("</html>");
      expect(html).not.toContain("Unexpected Server Error");
    }
  });
});
