import { ApiError } from "../errors";
import { DEVELOPMENT_SIGNING_KEY, TOKEN_ALGORITHMS, type TokenAlgorithm } from "./settings";

export interface AccountsEnv {
  TOKEN_SIGNING_KEY?: string;
  TOKEN_ALGORITHM?: string;
  ENVIRONMENT?: string;
  DEV_OUTBOX_ENABLED?: string;
  MESSAGE_PROVIDER_URL?: string;
  MESSAGE_PROVIDER_TOKEN?: string;
}

export interface SigningKey {
  readonly secret: string;
  readonly algorithm: TokenAlgorithm;
}

/** The token signing key from env; a built-in development key everywhere but production. */
export function signingKey(env: AccountsEnv): SigningKey {
  const algorithm = (TOKEN_ALGORITHMS as readonly string[]).includes(env.TOKEN_ALGORITHM ?? "")
    ? (env.TOKEN_ALGORITHM as TokenAlgorithm)
    : "HS256";
  if (env.TOKEN_SIGNING_KEY && env.TOKEN_SIGNING_KEY.length >= 32) return { secret: env.TOKEN_SIGNING_KEY, algorithm };
  if (env.ENVIRONMENT === "production") {
    // Refuse to sign with a guessable key; the operator must set the secret.
    throw new ApiError("SERVICE_MISCONFIGURED", "Sign-in is not available: the token signing key is not configured");
  }
  return { secret: DEVELOPMENT_SIGNING_KEY, algorithm };
}
