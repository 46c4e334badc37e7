import { useLingui } from "@lingui/react/macro";
import { PageShell } from "~/components/page-shell";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/login";

export function loader({ request }: Route.LoaderArgs) {
  const redirect = new URL(request.url).searchParams.get("redirect");
  return { returnTo: safeRedirectPath(redirect), hasReturnTo: redirect !== null };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <PageShell
      title={t`Log in`}
      lead={
        loaderData.hasReturnTo
          ? t`Log in with your phone number or e-mail address; afterwards you will return to the page you were on.`
          : t`Log in with your phone number or e-mail address.`
      }
    />
  );
}
