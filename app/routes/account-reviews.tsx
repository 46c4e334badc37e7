import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { PageShell } from "~/components/page-shell";
import { RentalReviews } from "~/features/account-documents/rental-reviews";
import { WRITTEN_PARAM } from "~/features/account-documents/review-fields";
import { loadMyReviews, writeReviewAction } from "~/features/account-documents/reviews.server";
import stylesheet from "~/styles/account-documents.css?url";
import type { Route } from "./+types/account-reviews";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The account's car rentals with their reviews (docs/invoices-reviews-findeks.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return { rentals: (await loadMyReviews(context)).rentals };
}

/** Publishes the review of one finished rental. */
export function action({ request, context }: Route.ActionArgs) {
  return writeReviewAction(request, context);
}

/** Not a page for search engines: it belongs to one visitor. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AccountReviewsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <PageShell title={t`My reviews`} lead={t`Reviews you have written about your rentals.`}>
      <RentalReviews rentals={loaderData.rentals} written={params.get(WRITTEN_PARAM)} result={actionData} />
    </PageShell>
  );
}
