import { useLingui } from "@lingui/react/macro";
import { useRootData } from "~/lib/use-root-data";
import { AboutPageView } from "~/features/content-pages/about-page";
import { ContactForm, SupportContacts } from "~/features/content-pages/contact-form";
import { contactAction } from "~/features/content-pages/contact.server";
import { loadAboutPage } from "~/features/content-pages/content.server";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/about-us-contact";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadAboutPage(context, "iletisim") };
}

/** The contact form (docs/content-pages.md): a ticket through the Main API. */
export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export default function AboutUsContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const commons = useRootData()?.commons ?? null;
  return (
    <AboutPageView page={loaderData.page} current="about-us-contact" fallbackTitle={t`Corporate contact`}>
      <div className="contact-layout">
        <ContactForm result={actionData} />
        <SupportContacts contacts={commons} />
      </div>
    </AboutPageView>
  );
}
