import { loadCommons } from "~/lib/cms/commons.server";
import { loadFooterColumns } from "~/lib/cms/footer-links.server";
import { loadHelloBars } from "~/features/hello-bar/hello-bars.server";
import { currencyFor } from "~/lib/currency";
import { cloudflareContext, requestInfoContext, sessionContext } from "~/lib/request-context";
import type { Route } from "./+types/root";

// The root loader lives apart from root.tsx so that `useRootData` (app/lib) can take its type
// without a circle through the frame that root.tsx renders.

/**
 * Who the header greets (the signed-in visitor's first name, or nobody for anonymous visitors),
 * the currency prices show in, the device class the client seeds its screen type from, and the site-wide content of the frame
 * (null when the content service cannot answer: the frame renders without it).
 */
export async function loadRootData({ request, context }: Route.LoaderArgs) {
  const [visitor, commons, helloBars, footerColumns] = await Promise.all([
    context.get(sessionContext).current(),
    loadCommons(context),
    loadHelloBars(context),
    loadFooterColumns(context),
  ]);
  const { locale, device } = context.get(requestInfoContext);
  const { config } = context.get(cloudflareContext);
  return {
    visitor: visitor && !visitor.anonymous ? { firstName: visitor.firstName } : null,
    currency: currencyFor(request, locale),
    // Where each site lives, for the language switch (the same host in development).
    sites: { tr: config.SITE_TR_ORIGIN, intl: config.SITE_INTL_ORIGIN },
    device,
    commons,
    helloBars,
    footerColumns,
  };
}
