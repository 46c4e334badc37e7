import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";

/**
 * The KVKK privacy notice, linked from every form that asks for personal data (the law asks the
 * seller to inform before it collects): the sign-in, contact, checkout and passenger forms.
 */
export function DataProtectionNotice() {
  const locale = useLocale();
  return (
    <p className="data-notice">
      <Trans>
        How we process your personal data: <Link to={hrefFor("legal", locale)}>KVKK privacy notice</Link>.
      </Trans>
    </p>
  );
}
