import { exports } from "cloudflare:workers";

/** A current desktop Chrome: not a bot, so documents stream (crawlers get them whole). */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/** Asks the Worker under test for a page the way a browser navigation would, without following redirects. */
export function fetchPage(path: string, init: RequestInit = {}): Promise<Response> {
  // The ssr project's Worker is the build output, whose export types the checker cannot see.
  const worker = (exports as unknown as { default: Fetcher }).default;
  return worker.fetch(`http://localhost${path}`, {
    ...init,
    headers: { "user-agent": BROWSER_UA, accept: "text/html", ...init.headers },
    redirect: "manual",
  });
}
