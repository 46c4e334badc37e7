import ipaddr from "ipaddr.js";
import { isSitePath } from "~/lib/safe-redirect";

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
 * IPv6 prefixes that carry an IPv4 address (RFC 4291 compatible and mapped, RFC 6145 translated,
 * RFC 6052/8215 NAT64, RFC 3056 6to4, RFC 4380 Teredo): with the bits where the IPv4 address sits.
 * A packet to such an address can end up at that IPv4 address, so it is judged as that address.
 */
const EMBEDDING_V4: readonly { prefix: string; v4At: (parts: number[]) => [number, number] }[] = [
  { prefix: "::/96", v4At: (p) => [p[6]!, p[7]!] },
  { prefix: "::ffff:0:0/96", v4At: (p) => [p[6]!, p[7]!] },
  { prefix: "::ffff:0:0:0/96", v4At: (p) => [p[6]!, p[7]!] },
  { prefix: "64:ff9b::/96", v4At: (p) => [p[6]!, p[7]!] },
  { prefix: "64:ff9b:1::/48", v4At: (p) => [p[6]!, p[7]!] },
  { prefix: "2002::/16", v4At: (p) => [p[1]!, p[2]!] },
  // Teredo: the client's address is stored inverted in the last 32 bits.
  { prefix: "2001::/32", v4At: (p) => [p[6]! ^ 0xffff, p[7]! ^ 0xffff] },
];

/** Every IPv4 address an IPv6 address stands for, by any of the embeddings above. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const parts = address.parts;
  return EMBEDDING_V4.filter(({ prefix }) => address.match(ipaddr.IPv6.parseCIDR(prefix))).map(({ v4At }) => {
    const [high, low] = v4At(parts);
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  });
}

/**
 * True only for a host that is a name or a public unicast IP literal. The URL parser has already
 * turned decimal, hex and octal IPv4 forms into dotted quads and compressed IPv6 (`[::127.0.0.1]`
 * arrives as `[::7f00:1]`), so the literal checks see one spelling per address; an IPv6 address
 * that embeds an IPv4 one (compatible, mapped, NAT64, 6to4, Teredo) must be public both ways.
 *
 * Names are not resolved here: a Worker cannot resolve DNS before fetching, so a name that
 * resolves to a private address cannot be caught by this check. What keeps such names out is the
 * allow-list of source origins (IMAGE_SOURCE_ORIGINS, only the content service's media hosts) and
 * the platform itself: Workers' outbound fetches go to the public internet and cannot reach
 * private networks or the platform's metadata addresses (docs/images.md).
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (host === "" || FORBIDDEN_HOST.test(host)) return false;
  if (!ipaddr.isValid(host)) return /^[a-z0-9.-]+$/i.test(host);
  const address = ipaddr.parse(host);
  if (address.kind() === "ipv4") return address.range() === "unicast";
  const v6 = address as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  if (!embedded.every((v4) => v4.range() === "unicast")) return false;
  // Compatible and mapped forms of a public address are that address; relays (NAT64, 6to4, Teredo) stay refused.
  return ["unicast", "ipv4Mapped", "rfc6145"].includes(v6.range());
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
  if (src.startsWith("/")) {
    if (!isSitePath(src) || src.includes("..") || !ASSET_PATH.test(src))
      return { kind: "refused", reason: "not an image under /images or /assets" };
    return { kind: "asset", path: src };
  }
  if (!URL.canParse(src)) return { kind: "refused", reason: "not a URL or site path" };
  const url = new URL(src);
  const refusal = remoteRefusal(url, allowedOrigins);
  return refusal ? { kind: "refused", reason: refusal } : { kind: "remote", url };
}
