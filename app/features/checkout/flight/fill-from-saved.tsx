import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import { FILL_FIELD, savedFieldName } from "./registered-fill";

type Values = Readonly<Record<string, string>>;

/**
 * "Fill from registered passengers" for one traveller. Without JavaScript the button posts the
 * step and the page comes back filled (registered-fill.server.ts); with it, the fields are filled
 * in place and the traveller's other typed values stay.
 */
export function FillFromSaved({
  index,
  saved,
  onFill,
}: {
  index: number;
  saved: readonly RegisteredPassenger[];
  /** The chosen passenger and what this traveller's fields hold now. */
  onFill: (passenger: RegisteredPassenger, current: Values) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const select = useRef<HTMLSelectElement>(null);
  const [filledWith, setFilledWith] = useState<string | null>(null);
  const id = `field-${savedFieldName(index)}`;
  return (
    <div className="fill-saved" data-testid="fill-saved">
      <label htmlFor={id}>
        <Trans>Fill from registered passengers</Trans>
      </label>
      <div className="fill-saved__row">
        <select id={id} name={savedFieldName(index)} ref={select}>
          {saved.map((passenger) => (
            <option key={passenger.id} value={passenger.id}>
              {`${passenger.firstName} ${passenger.lastName} (${formatIsoDate(passenger.birthDate, locale) ?? passenger.birthDate})`}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name={FILL_FIELD}
          value={index}
          formNoValidate
          className="button button--secondary"
          onClick={(event) => {
            const passenger = saved.find((candidate) => candidate.id === select.current?.value);
            const form = event.currentTarget.form;
            if (!passenger || !form) return;
            event.preventDefault();
            const prefix = `p${index}_`;
            const current: Record<string, string> = {};
            for (const [name, value] of new FormData(form)) {
              if (name.startsWith(prefix) && typeof value === "string") current[name] = value;
            }
            onFill(passenger, current);
            setFilledWith(`${passenger.firstName} ${passenger.lastName}`);
          }}
        >
          <Trans>Fill in</Trans>
        </button>
      </div>
      <p role="status" className="fill-saved__status">
        {filledWith ? t`Filled in with the details of ${filledWith}. Please check them.` : null}
      </p>
    </div>
  );
}
