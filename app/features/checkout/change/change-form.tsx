import { Trans, useLingui } from "@lingui/react/macro";
import { PageDate } from "~/components/date-range/page-date";
import { type ReactNode, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useFocusFirstError } from "../field";
import { CHANGE_MESSAGES, type ChangeErrorCode, changeRequestSchema, type CurrentRental } from "./change-request";

/** Every half hour of the day, as the car search offers them. */
const TIMES = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`,
);

function ChangeField({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error: ChangeErrorCode | undefined;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { i18n } = useLingui();
  const id = `change-${name}`;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
      })}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {i18n._(CHANGE_MESSAGES[error])}
        </p>
      ) : null}
    </div>
  );
}

/**
 * New pickup and return dates and times, and the return place: the booked one or another
 * (`otherPlace` is the place field, with suggestions when JavaScript runs).
 */
export function ChangeForm({
  today,
  current,
  defaultValues,
  lastResult,
  bookedReturnName,
  otherPlace,
}: {
  today: string;
  current: CurrentRental;
  defaultValues: Readonly<Record<string, string>>;
  lastResult: FormReply<ChangeErrorCode> | undefined;
  bookedReturnName: string;
  otherPlace: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { formProps, errors, values } = useShopForm({
    id: "change",
    schema: () => changeRequestSchema(today, current),
    messages: CHANGE_MESSAGES,
    fallback: "required",
    lastResult,
    defaultValue: defaultValues,
  });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, errors);
  const [returnAt, setReturnAt] = useState(values.returnAt === "other" ? "other" : "booked");
  const busy = useNavigation().state !== "idle";
  const time = (name: "pickupTime" | "dropoffTime", label: string) => (
    <ChangeField name={name} label={label} error={errors[name]}>
      {(props) => (
        <select {...props} defaultValue={values[name] || "10:00"}>
          {TIMES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </ChangeField>
  );
  return (
    <Form
      ref={form}
      method="post"
      className="checkout-form change-form"
      noValidate
      {...formProps}
      aria-labelledby="change-form-title"
    >
      <input type="hidden" name="intent" value="search" />
      <h2 id="change-form-title">
        <Trans>New dates and return place</Trans>
      </h2>
      <div className="change-form__pair">
        <ChangeField name="pickupDate" label={t`Pickup date`} error={errors.pickupDate}>
          {(props) => (
            <PageDate>
              <input {...props} type="date" min={today} defaultValue={values.pickupDate} required />
            </PageDate>
          )}
        </ChangeField>
        {time("pickupTime", t`Pickup time`)}
      </div>
      <div className="change-form__pair">
        <ChangeField name="dropoffDate" label={t`Return date`} error={errors.dropoffDate}>
          {(props) => (
            <PageDate>
              <input {...props} type="date" min={today} defaultValue={values.dropoffDate} required />
            </PageDate>
          )}
        </ChangeField>
        {time("dropoffTime", t`Return time`)}
      </div>
      <fieldset className="change-form__return">
        <legend>
          <Trans>Return place</Trans>
        </legend>
        <label className="choice">
          <input
            type="radio"
            name="returnAt"
            value="booked"
            checked={returnAt === "booked"}
            onChange={() => setReturnAt("booked")}
          />{" "}
          <Trans>As booked: {bookedReturnName}</Trans>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="returnAt"
            value="other"
            checked={returnAt === "other"}
            onChange={() => setReturnAt("other")}
          />{" "}
          <Trans>Another place</Trans>
        </label>
        <div className={errors.returnText ? "field field--invalid" : "field"}>
          {otherPlace}
          {errors.returnText ? (
            <p className="field__error" id="change-returnText-error" role="alert">
              {i18n._(CHANGE_MESSAGES[errors.returnText])}
            </p>
          ) : null}
        </div>
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy}>
        <Trans>Find the new price</Trans>
      </button>
    </Form>
  );
}
