import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { CorporateLimit, InvoiceListView } from "~/features/account-documents/invoice-list";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { logUpstreamError } from "~/lib/upstream-error-messages";
import { parseQuery } from "~/lib/validate-request.server";
import stylesheet from "~/styles/account-documents.css?url";
import type { Route } from "./+types/account-invoices";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const invoicesQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** The account's invoices (a page of 20) and, for a corporate account, its monthly credit limit. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = parseQuery(request, invoicesQuery);
  const extras = context.get(upstreamsContext).mainApi.accountExtras;
  const [invoices, limits] = await Promise.all([
    extras.invoices(page),
    // The limit is extra information: the invoices are shown without it when it cannot be read.
    extras.limits().catch((error: unknown) => {
      if (!isUpstreamError(error)) throw error;
      logUpstreamError(context.get(requestInfoContext).requestId, "finance limits", error);
      return null;
    }),
  ]);
  return { invoices, limits };
}

/** Not a page for search engines: it belongs to one visitor. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AccountInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell title={t`My invoices`} lead={t`Invoices for your reservations, ready to download.`}>
      {loaderData.limits ? <CorporateLimit limits={loaderData.limits} /> : null}
      <InvoiceListView list={loaderData.invoices} />
    </PageShell>
  );
}
