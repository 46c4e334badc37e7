import { remoteRefusal } from "./source-policy";

/** Sources larger than this are refused (the resizer holds the file and its pixels in memory). */
const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const SOURCE_TIMEOUT_MS = 10_000;

export type SourceFetch = (request: Request) => Promise<Response>;

export type FetchedSource =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly status: 403 | 404 | 413 | 502 | 504; readonly reason: string };

async function readLimited(response: Response): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_SOURCE_BYTES) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_SOURCE_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function finish(response: Response): Promise<FetchedSource> {
  if (response.status === 404 || response.status === 410) return { ok: false, status: 404, reason: "source not found" };
  if (!response.ok) return { ok: false, status: 502, reason: `source answered ${response.status}` };
  const bytes = await readLimited(response);
  return bytes ? { ok: true, bytes } : { ok: false, status: 413, reason: "source too large" };
}

/**
 * Fetches an allow-listed remote image. Redirects are followed by hand, at most three, and each
 * target passes the same checks as the original URL, so a redirect cannot lead into the private
 * network or off the allow-list.
 */
export async function fetchRemoteSource(
  url: URL,
  allowedOrigins: ReadonlySet<string>,
  fetchSource: SourceFetch,
): Promise<FetchedSource> {
  let current = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const response = await fetchSource(
        new Request(current, {
          redirect: "manual",
          headers: { accept: "image/webp,image/png,image/jpeg" },
          signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
        }),
      );
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) return await finish(response);
      await response.body?.cancel();
      if (!URL.canParse(location, current)) return { ok: false, status: 502, reason: "unreadable redirect" };
      current = new URL(location, current);
      const refusal = remoteRefusal(current, allowedOrigins);
      if (refusal) return { ok: false, status: 403, reason: `redirect to ${refusal}` };
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { ok: false, status: 504, reason: "source timed out" };
    }
    return { ok: false, status: 502, reason: "source unreachable" };
  }
  return { ok: false, status: 502, reason: "too many redirects" };
}

/** Reads one of the Worker's own static images. */
export async function fetchAssetSource(
  path: string,
  origin: string,
  assets: Fetcher | undefined,
): Promise<FetchedSource> {
  if (!assets) return { ok: false, status: 502, reason: "static assets are not bound" };
  return finish(await assets.fetch(new Request(new URL(path, origin))));
}
