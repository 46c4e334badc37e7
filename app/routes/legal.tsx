import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { data } from "react-router";
import { PageShell } from "~/components/page-shell";
import type { Route } from "./+types/legal";

/**
 * Legal texts by slug (spec: /kvkk/{slug} and the Turkish alias /{slug}). Because the alias
 * catches every one-segment path, anything not listed here must be a 404.
 */
const LEGAL_PAGES: Record<string, MessageDescriptor> = {
  kvkk: msg`Personal data protection notice (KVKK)`,
  gizlilik: msg`Privacy policy`,
  kullanimkosullari: msg`Terms of use`,
  "cerez-politikasi": msg`Cookie policy`,
  "mesafeli-satis-sozlesmesi": msg`Distance sales contract`,
  "on-bilgilendirme-formu": msg`Pre-information form`,
};

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug ?? "kvkk";
  if (!Object.hasOwn(LEGAL_PAGES, slug)) throw data(null, { status: 404 });
  return { slug };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const title = LEGAL_PAGES[loaderData.slug];
  return <PageShell title={title ? i18n._(title) : loaderData.slug} />;
}
