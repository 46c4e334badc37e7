import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { PageShell } from "~/components/page-shell";
import { handleAccountAction, loadAccountPage, type Done } from "~/features/account-profile/account-profile.server";
import {
  AddressSection,
  ContactSection,
  NameSection,
  PasswordSection,
} from "~/features/account-profile/profile-sections";
import { LoginHistorySection, PermissionsSection, YourDataSection } from "~/features/account-profile/privacy-sections";
import { countryOptions } from "~/lib/countries";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/account";
import stylesheet from "~/styles/account.css?url";
import { DataProtectionNotice } from "~/components/data-protection-notice";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleAccountAction(request, context);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function DoneNotice({ done }: { done: Done }) {
  const notice = useRef<HTMLParagraphElement>(null);
  // After a save the page is new: the keyboard lands on what happened.
  useEffect(() => notice.current?.focus(), [done]);
  const text = {
    name: <Trans>Your name is saved.</Trans>,
    email: <Trans>Your e-mail address is changed.</Trans>,
    phone: <Trans>Your mobile number is changed.</Trans>,
    address: <Trans>Your address is saved.</Trans>,
    password: <Trans>Your password is changed.</Trans>,
    consents: <Trans>Your communication permissions are saved.</Trans>,
    withdrawn: <Trans>The permission is withdrawn.</Trans>,
    deletion: <Trans>We received your request to delete your account.</Trans>,
  }[done];
  return (
    <p ref={notice} tabIndex={-1} role="status" className="notice notice--success" data-testid="account-done">
      {text}
    </p>
  );
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { profile, address, consents, logins, deletion, done, confirmDelete } = loaderData;
  const here = hrefFor("account", locale);
  const countries = countryOptions(LOCALE_TAGS[locale]);
  return (
    <PageShell title={t`My account`} lead={t`Your profile, contact details and communication preferences.`}>
      {done && !actionData ? <DoneNotice done={done} /> : null}
      {/* One notice for the page's forms (profile, contact, address, password). */}
      <DataProtectionNotice />
      <div className="account-page">
        <NameSection profile={profile} result={actionData} />
        <ContactSection profile={profile} result={actionData} countries={countries} />
        <AddressSection address={address} countries={countries} result={actionData} />
        {profile.hasPassword ? <PasswordSection result={actionData} /> : null}
        <PermissionsSection consents={consents} />
        <LoginHistorySection logins={logins} />
        <YourDataSection
          deletion={deletion}
          confirmDelete={confirmDelete}
          downloadHref="/api/account/data"
          confirmHref={`${here}?delete=confirm#your-data`}
          cancelHref={`${here}#your-data`}
        />
      </div>
    </PageShell>
  );
}
