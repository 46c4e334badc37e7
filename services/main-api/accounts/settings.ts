/** Token, code and rate-limit settings of the accounts service. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Parallel refreshes with the same token within this window all get the one successor. */
export const REFRESH_GRACE_MS = 30_000;

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 60_000;
/** Codes sent to one destination, and from one IP address, per hour. */
export const SENDS_PER_DESTINATION_PER_HOUR = 5;
export const SENDS_PER_IP_PER_HOUR = 20;

/** Used only when TOKEN_SIGNING_KEY is not set outside production (see docs/identity.md). */
export const DEVELOPMENT_SIGNING_KEY = "development-only-signing-key-never-use-in-production";
export const TOKEN_ALGORITHMS = ["HS256", "HS384", "HS512"] as const;
export type TokenAlgorithm = (typeof TOKEN_ALGORITHMS)[number];
