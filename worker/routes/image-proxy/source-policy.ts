import ipaddr from "ipaddr.js";

/** Own images the proxy may read: raster files under these folders of the static assets. */
const ASSET_PATH =
  /^\/(images|assets)\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:jpe?g|png|webp)$/i;

/** Host names that reach the platform or the local network however they resolve. */
const FORBIDDEN_HOST = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$|^metadata$|^instance-data$/i;

export type ImageSource =
  | { readonly kind: "asset"; readonly path: string }
  | { readonly kind: "remote"; readonly url: URL }
  | { readonly kind: "refused"; readonly reason: string };

/**
 * True only for a host that is a name (resolved by the platform) or a public unicast IP literal.
 * The URL parser has already turned decimal, hex and octal IPv4 forms into dotted quads and
 * compressed IPv6, so the literal checks see one spelling per address.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "" || FORBIDDEN_HOST.test(host)) return false;
  if (!ipaddr.isValid(host)) return /^[a-z0-9.-]+$/i.test(host);
  let address = ipaddr.parse(host);
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return address.range() === "unicast";
}

/** Why an absolute URL may not be fetched, or undefined when it may. */
export function remoteRefusal(url: URL, allowedOrigins: ReadonlySet<string>): string | undefined {
  if (url.protocol !== "https:" && url.protocol !== "http:") return "only http(s) sources";
  if (url.username || url.password) return "credentials in the source URL";
  if (!isPublicHost(url.hostname)) return "a private, loopback, link-local or reserved address";
  if (!allowedOrigins.has(url.origin)) return "a source outside the allow-list";
  return undefined;
}

/**
 * Classifies `src`: an own static image (site path) or an allow-listed remote image (the content
 * service's media). Everything else is refused before any request is made.
 */
export function resolveSource(src: string, allowedOrigins: ReadonlySet<string>): ImageSource {
  if (src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\")) {
    if (src.includes("..") || !ASSET_PATH.test(src))
      return { kind: "refused", reason: "not an image under /images or /assets" };
    return { kind: "asset", path: src };
  }
  if (!URL.canParse(src)) return { kind: "refused", reason: "not a URL or site path" };
  const url = new URL(src);
  const refusal = remoteRefusal(url, allowedOrigins);
  return refusal ? { kind: "refused", reason: refusal } : { kind: "remote", url };
}
