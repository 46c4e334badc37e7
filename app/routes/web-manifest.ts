import { data } from "react-router";
import { webManifest } from "~/features/trip-card/web-manifest";
import { i18nContext, requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/web-manifest";

/**
 * `GET /manifest.webmanifest`, `/{lang}/manifest.webmanifest` (resource route): the installable
 * app's manifest in the language of the path (docs/offline-trip-card.md). The same for everyone.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  // The prefix names the language (Turkish has none); anything else on that segment is no route.
  if (params.lang !== undefined && (params.lang !== locale || locale === "tr")) throw data(null, { status: 404 });
  return new Response(JSON.stringify(webManifest(context.get(i18nContext), locale)), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
