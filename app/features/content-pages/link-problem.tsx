import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { LinkProblem } from "./signed-links.server";

/** What a visitor reads when a signed link cannot be used, with what to do instead. */
export function LinkProblemNotice({ problem, help }: { problem: LinkProblem; help?: ReactNode }) {
  return (
    <div className="notice notice--error" role="alert" data-testid={`link-${problem}`}>
      <p>
        {problem === "invalid" ? (
          <Trans>This link is not valid. Please check that you opened the whole link from the message.</Trans>
        ) : problem === "expired" ? (
          <Trans>This link has expired.</Trans>
        ) : problem === "unknown" ? (
          <Trans>What this link refers to no longer exists.</Trans>
        ) : (
          <Trans>This link cannot be checked right now. Please try again shortly.</Trans>
        )}
      </p>
      {help ? <p>{help}</p> : null}
    </div>
  );
}
