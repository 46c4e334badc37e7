/** Hashing, random tokens, sealing and password hashing with Web Crypto (available in workerd). */
import { base64url, constantTimeEqual, fromBase64url } from "../../../shared/crypto/hmac";

const encoder = new TextEncoder();

/** The bytes of a base64url value this service wrote; empty when it is not one (nothing decrypts or matches then). */
const bytesOf = (text: string) => fromBase64url(text) ?? new Uint8Array(0);

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A uniformly random 6-digit code (rejection sampling, no modulo bias). */
export function randomCode(): string {
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, "0");
  }
}

async function aesKey(secret: string): Promise<CryptoKey> {
  const material = await crypto.subtle.digest("SHA-256", encoder.encode(`seal:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** Encrypts a short value (AES-GCM, random IV) so it can rest in the database briefly. */
export async function seal(value: string, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await aesKey(secret), encoder.encode(value));
  return `${base64url(iv)}.${base64url(new Uint8Array(cipher))}`;
}

export async function unseal(sealed: string, secret: string): Promise<string | undefined> {
  const [iv, cipher] = sealed.split(".");
  if (!iv || !cipher) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytesOf(iv) },
      await aesKey(secret),
      bytesOf(cipher),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}

const PBKDF2_ITERATIONS = 100_000;

/** PBKDF2-SHA-256 with a random salt: `pbkdf2$iterations$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `pbkdf2$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2" || !iterations || !salt || !hash) return false;
  const candidate = base64url(await derive(password, bytesOf(salt), Number(iterations)));
  return constantTimeEqual(candidate, hash);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}
