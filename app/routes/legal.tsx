import { useLingui } from "@lingui/react";
import { data } from "react-router";
import { PageShell } from "~/components/page-shell";
import { LEGAL_PAGES } from "~/routing/legal-slugs";
import type { Route } from "./+types/legal";

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug ?? "kvkk";
  if (!Object.hasOwn(LEGAL_PAGES, slug)) throw data(null, { status: 404 });
  return { slug };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const page = LEGAL_PAGES[loaderData.slug];
  return <PageShell title={page ? i18n._(page.title) : loaderData.slug} />;
}
