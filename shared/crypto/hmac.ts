/**
 * HMAC-SHA-256 with Web Crypto, the encodings its signatures are written in, and the one
 * constant-time comparison: every signed value of the shop and its embedded services (signed
 * links, manage tokens, the bank's callbacks, the CMS webhook) is made and checked here.
 */

const encoder = new TextEncoder();

/** HMAC-SHA-256 of `message` (UTF-8) under `secret` (UTF-8): 32 bytes. */
export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** Lower-case hex, two digits a byte. */
function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** URL-safe base64 without padding (RFC 4648 section 5). */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of URL-safe base64 without padding; null when `text` is not that (one spelling per value). */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    // Spare bits must be zero: otherwise "00" and "0w" would both spell one byte.
    return base64url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Whether two strings or byte arrays are equal, taking the same time wherever they differ (only
 * the length is not hidden), so a signature cannot be guessed a byte at a time.
 */
export function constantTimeEqual(a: string, b: string): boolean;
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean;
export function constantTimeEqual(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (a.length !== b.length) return false;
  const unit = (value: string | Uint8Array, i: number) => (typeof value === "string" ? value.charCodeAt(i) : value[i]!);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= unit(a, i) ^ unit(b, i);
  return difference === 0;
}

/** The hex HMAC of `message`. */
export async function signHex(secret: string, message: string): Promise<string> {
  return toHex(await hmacSha256(secret, message));
}

/** The base64url HMAC of `message`, cut to its first `bytes` bytes when asked (a shorter token). */
export async function signBase64url(secret: string, message: string, bytes = 32): Promise<string> {
  return base64url((await hmacSha256(secret, message)).slice(0, bytes));
}

/** Whether `signature` is the hex HMAC of `message`, compared in constant time. */
export async function verifyHex(secret: string, message: string, signature: string): Promise<boolean> {
  return constantTimeEqual(await signHex(secret, message), signature);
}

/** Whether `signature` is the base64url HMAC of `message` (cut to `bytes`), compared in constant time. */
export async function verifyBase64url(
  secret: string,
  message: string,
  signature: string,
  bytes = 32,
): Promise<boolean> {
  return constantTimeEqual(await signBase64url(secret, message, bytes), signature);
}
