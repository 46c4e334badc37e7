/**
 * The Main API's answers about signed links (unsubscribe, supplier approval) as page states with
 * their HTTP status: a broken link is 400, an expired one 410, one whose target is gone 404, and
 * an unreachable API 503. docs/content-pages.md.
 */
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";

export type LinkProblem = "invalid" | "expired" | "unknown" | "unavailable";

const PROBLEMS: Record<number, { problem: LinkProblem; status: number }> = {
  2331: { problem: "invalid", status: 400 },
  2332: { problem: "expired", status: 410 },
  2333: { problem: "unknown", status: 404 },
};

/** The page state for a failed link call; anything that is not the API's answer is a bug and rethrown. */
export function linkProblem(
  error: unknown,
  context: Readonly<RouterContextProvider>,
): { problem: LinkProblem; status: number } {
  if (!(error instanceof UpstreamError)) throw error;
  const known = PROBLEMS[error.code];
  if (known) return known;
  console.warn(`[${context.get(requestInfoContext).requestId}] signed link call failed: ${error.message}`);
  return { problem: "unavailable", status: 503 };
}
