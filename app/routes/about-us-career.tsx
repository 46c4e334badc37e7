import { useLingui } from "@lingui/react/macro";
import { AboutPageView } from "~/features/content-pages/about-page";
import { loadAboutPage } from "~/features/content-pages/content.server";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/about-us-career";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadAboutPage(context, "kariyer") };
}

export default function AboutUsCareerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return <AboutPageView page={loaderData.page} current="about-us-career" fallbackTitle={t`Careers`} />;
}
