import { useLingui } from "@lingui/react/macro";
import { LegalTextPage } from "~/features/content-pages/legal-text-page";
import { summary } from "~/features/seo-pages/crumbs";
import { plainText } from "~/features/seo-pages/seo-content.server";
import { loadLegalText } from "~/lib/cms/legal-text.server";
import { ACCESSIBILITY_STATEMENT } from "~/routing/legal-slugs";
import type { Route } from "./+types/accessibility";

/**
 * The accessibility statement (docs/content-pages.md): a text of the content service in every
 * language of the site — the standard aimed for, the known limitations, how to reach us, its date.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const text = await loadLegalText(context, ACCESSIBILITY_STATEMENT);
  return { text, description: text ? summary(plainText(text.body)) : null };
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <LegalTextPage
      text={loaderData.text}
      fallbackTitle={t`Accessibility statement`}
      description={loaderData.description}
    />
  );
}
