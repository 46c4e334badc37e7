import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { browserReloadEnvironment, isChunkLoadError, reloadOnceForChunkError } from "~/lib/chunk-reload";
import { isInvalidInputData } from "~/lib/invalid-input";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/**
 * The one error page (spec section 8). 404: "Page not found: {path}" with a way home; a 400 from
 * URL validation names the bad parameters; anything else shows its status (or "Dang") and a
 * generic message. Internal error details never reach the page.
 */
/** The path as the visitor typed it (/İstanbul, not /%C4%B0stanbul); React escapes it on output. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname } = useLocation();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) reloadOnceForChunkError(browserReloadEnvironment());
  }, [chunkError]);

  let heading: string;
  let message: string;
  let detail: string | undefined;
  if (isRouteErrorResponse(error) && error.status === 404) {
    heading = "404";
    const path = readablePath(pathname);
    message = t`Page not found: ${path}`;
    detail = t`Sorry, that page doesn't exist.`;
  } else if (isRouteErrorResponse(error) && isInvalidInputData(error.data)) {
    const fields = error.data.fields.join(", ");
    heading = String(error.status);
    message = t`The address contains values we cannot read: ${fields}`;
    detail = t`Please check the link or start again from the home page.`;
  } else if (isRouteErrorResponse(error)) {
    heading = String(error.status);
    message = t`Sorry, an error occurred`;
  } else {
    heading = t`Dang`;
    message = t`Sorry, an error occurred`;
  }

  return (
    <>
      <title>{`${heading} | ${SITE_NAME}`}</title>
      <section className="error-page" aria-labelledby="error-heading">
        <h1 id="error-heading" className="error-page__status">
          {heading}
        </h1>
        <p className="error-page__message">{message}</p>
        {detail ? <p className="error-page__detail">{detail}</p> : null}
        <Link className="button button--primary" to={hrefFor("home", locale)}>
          <Trans>Go to the home page</Trans>
        </Link>
      </section>
    </>
  );
}
