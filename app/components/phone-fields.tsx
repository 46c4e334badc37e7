import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { FormField } from "~/components/form-field";
import { MaskedInput } from "~/components/masked-input";
import type { CountryOption } from "~/lib/countries";
import { TR_MOBILE_MASK } from "~/lib/input-mask";

/**
 * A mobile number: the country's dialling code and the number, masked as a Turkish mobile for
 * +90 (the checkout's driver and flight contact, the account's new number). Posts `dialCode` and
 * `phone`; `phoneNumber` (app/lib/phone.ts) reads the two. `idPrefix` names the ids
 * (`{idPrefix}-dialCode`, `{idPrefix}-phone`) for pages with several forms; `error` is the
 * number's message already in the page's language.
 */
export function PhoneFields({
  idPrefix = "field",
  legend,
  hint,
  values,
  error,
  countries,
}: {
  idPrefix?: string;
  legend?: ReactNode;
  hint?: string;
  values: { readonly dialCode?: string | undefined; readonly phone?: string | undefined };
  error: string | undefined;
  countries: readonly CountryOption[];
}) {
  const { t } = useLingui();
  const [dialCode, setDialCode] = useState(values.dialCode || "+90");
  return (
    <fieldset className="phone">
      <legend>{legend ?? <Trans>Mobile phone</Trans>}</legend>
      <div className="field-row">
        <div className="field field--narrow">
          <label htmlFor={`${idPrefix}-dialCode`}>
            <Trans>Country code</Trans>
          </label>
          <select
            id={`${idPrefix}-dialCode`}
            name="dialCode"
            value={dialCode}
            onChange={(event) => setDialCode(event.target.value)}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.dial}>
                {/* A left-to-right mark keeps "+90" (not "90+") before an Arabic name. */}
                {`\u200e${country.dial} ${country.name}`}
              </option>
            ))}
          </select>
        </div>
        <FormField id={`${idPrefix}-phone`} name="phone" label={t`Mobile number`} hint={hint} error={error}>
          {(props) =>
            dialCode === "+90" ? (
              <MaskedInput
                {...props}
                mask={TR_MOBILE_MASK}
                defaultValue={values.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(5__) ___ __ __"
                dir="ltr"
                required
              />
            ) : (
              <input
                {...props}
                defaultValue={values.phone}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                dir="ltr"
                required
              />
            )
          }
        </FormField>
      </div>
    </fieldset>
  );
}
