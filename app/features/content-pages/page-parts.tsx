import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The page's meta description; React hoists it into <head> like PageShell's <title>. */
export function MetaDescription({ content }: { content: string }) {
  return content ? <meta name="description" content={content} /> : null;
}

/** What a page says when its content cannot be read right now (spec section 8: no error page). */
export function ContentUnavailable({ children }: { children?: ReactNode }) {
  return (
    <p className="notice" role="status" data-testid="content-unavailable">
      {children ?? <Trans>This content cannot be shown right now. Please try again shortly.</Trans>}
    </p>
  );
}
