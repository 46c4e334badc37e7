import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { useRootData } from "~/lib/use-root-data";
import { ContactForm, SupportContacts } from "~/features/content-pages/contact-form";
import { contactAction } from "~/features/content-pages/contact.server";
import { MetaDescription } from "~/features/content-pages/page-parts";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/contact";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** The contact form (docs/content-pages.md): a ticket through the Main API. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const commons = useRootData()?.commons ?? null;
  return (
    <PageShell title={t`Contact`} lead={t`Write to us or call us around the clock; we answer every message.`}>
      <MetaDescription
        content={t`Questions about a car rental or a flight ticket? Write to us with the form or call customer service around the clock.`}
      />
      <div className="contact-layout">
        <ContactForm result={actionData} />
        <SupportContacts contacts={commons} />
      </div>
    </PageShell>
  );
}
