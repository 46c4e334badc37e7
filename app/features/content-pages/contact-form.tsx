import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_SUBJECTS,
  type ContactField,
  type ContactSubject,
  contactSchema,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
} from "./contact-fields";
import type { ContactResult } from "./contact.server";
import { DataProtectionNotice } from "~/components/data-protection-notice";

function useSubjectLabels(): Record<ContactSubject, string> {
  const { t } = useLingui();
  return {
    reservation: t`My reservation`,
    payment: t`Payment or invoice`,
    cancellation: t`Cancellation or refund`,
    corporate: t`Corporate car rental`,
    suggestion: t`Suggestion or feedback`,
    other: t`Something else`,
  };
}

/**
 * The contact form: a plain post handled by the page's action, so it works without JavaScript.
 * Errors stand next to their fields with what was typed; after a post, focus goes to the first
 * field to fix, or to the answer.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const { i18n, t } = useLingui();
  const subjects = useSubjectLabels();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const busy = navigation.state === "submitting";
  // A link may choose the subject (the header's corporate rental link: ?subject=corporate).
  const linked = new URLSearchParams(location.search).get("subject") ?? "";
  const { formProps, errors, values } = useShopForm({
    id: "contact",
    schema: contactSchema,
    messages: CONTACT_FIELD_MESSAGES,
    fallback: "subject",
    lastResult: result && result.state !== "sent" ? result.reply : undefined,
    defaultValue: CONTACT_SUBJECTS.some((subject) => subject === linked) ? { subject: linked } : {},
  });

  useEffect(() => {
    if (!result) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? answerRef.current)?.focus();
  }, [result]);

  if (result?.state === "sent") {
    return (
      <div className="notice notice--success contact-answer" role="status" tabIndex={-1} ref={answerRef}>
        <h2 className="contact-answer__title">
          <Trans>Thank you, we have received your message</Trans>
        </h2>
        <dl className="summary contact-answer__ticket">
          <dt>
            <Trans>Ticket number</Trans>
          </dt>
          <dd>
            <strong data-testid="ticket-number">{result.ticketId}</strong>
          </dd>
        </dl>
        <p>
          <Trans>We have sent the number to your e-mail address too. Please mention it if you write to us again.</Trans>
        </p>
      </div>
    );
  }

  const fieldProps = (name: ContactField, hint?: boolean) => {
    const error = errors[name];
    const describedBy = [hint ? `contact-${name}-hint` : null, error ? `contact-${name}-error` : null]
      .filter(Boolean)
      .join(" ");
    return {
      id: `contact-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };
  const fieldError = (name: ContactField) => {
    const error = errors[name];
    return error ? (
      <p className="field__error" id={`contact-${name}-error`}>
        {errorText(i18n, CONTACT_FIELD_MESSAGES, error)}
      </p>
    ) : null;
  };
  const fieldClass = (name: ContactField) => (errors[name] ? "field field--invalid" : "field");
  const errorCount = Object.keys(errors).length;

  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      className="contact-form"
      ref={formRef}
      noValidate
      {...formProps}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">
        <Trans>Write to us</Trans>
      </h2>
      <div ref={answerRef} tabIndex={-1}>
        {errorCount > 0 ? (
          <p className="form-error" role="alert">
            <Trans>Please check the marked fields.</Trans>
          </p>
        ) : null}
        {result?.state === "throttled" ? (
          <p className="form-error" role="alert" data-testid="contact-throttled">
            <Trans>
              We have received several messages from you in a short time. Please try again in {result.retryAfterMinutes}{" "}
              minutes, or call us.
            </Trans>
          </p>
        ) : null}
        {result?.state === "failed" ? (
          <p className="form-error" role="alert">
            <Trans>Your message could not be sent just now. Please try again shortly, or call us.</Trans>
          </p>
        ) : null}
      </div>
      <p className="contact-form__note">
        <Trans>All fields are required unless marked optional.</Trans>
      </p>
      <div className="field-row">
        <div className={fieldClass("name")}>
          <label htmlFor="contact-name">
            <Trans>Your name</Trans>
          </label>
          <input {...fieldProps("name")} type="text" autoComplete="name" defaultValue={values.name} maxLength={100} />
          {fieldError("name")}
        </div>
        <div className={fieldClass("email")}>
          <label htmlFor="contact-email">
            <Trans>E-mail address</Trans>
          </label>
          <input {...fieldProps("email")} type="email" autoComplete="email" defaultValue={values.email} />
          {fieldError("email")}
        </div>
      </div>
      <div className="field-row">
        <div className={fieldClass("phone")}>
          <label htmlFor="contact-phone">
            <Trans>Phone (optional)</Trans>
          </label>
          <input {...fieldProps("phone")} type="tel" autoComplete="tel" defaultValue={values.phone} />
          {fieldError("phone")}
        </div>
        <div className={fieldClass("reservationId")}>
          <label htmlFor="contact-reservationId">
            <Trans>Reservation number (optional)</Trans>
          </label>
          <input
            {...fieldProps("reservationId", true)}
            type="text"
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.reservationId}
          />
          <p className="field__hint" id="contact-reservationId-hint">
            <Trans>For example RG-7K3M-9QXD</Trans>
          </p>
          {fieldError("reservationId")}
        </div>
      </div>
      <div className={fieldClass("subject")}>
        <label htmlFor="contact-subject">
          <Trans>Subject</Trans>
        </label>
        <select {...fieldProps("subject")} defaultValue={values.subject}>
          <option value="">{t`Choose a subject`}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {subjects[subject]}
            </option>
          ))}
        </select>
        {fieldError("subject")}
      </div>
      <div className={fieldClass("message")}>
        <label htmlFor="contact-message">
          <Trans>Your message</Trans>
        </label>
        <textarea {...fieldProps("message", true)} rows={6} defaultValue={values.message} />
        <p className="field__hint" id="contact-message-hint">
          <Trans>
            {MESSAGE_MIN} to {MESSAGE_MAX} characters.
          </Trans>
        </p>
        {fieldError("message")}
      </div>
      {/* The honeypot: out of sight, out of the tab order and out of the accessibility tree. */}
      <div className="contact-form__trap" aria-hidden="true" data-testid="contact-trap">
        <label htmlFor="contact-website">{t`Leave this field empty`}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </button>
      </p>
      <DataProtectionNotice />
    </Form>
  );
}

/** The support line and address from the site-wide content (commons), when it is available. */
export function SupportContacts({
  contacts,
}: {
  contacts: { phone: string; email: string; supportHours: string } | null;
}) {
  if (!contacts) return null;
  const tel = contacts.phone.replace(/[^+\d]/g, "");
  return (
    <section className="support-contacts" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title">
        <Trans>Call or e-mail us</Trans>
      </h2>
      <dl className="summary">
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          <a href={`tel:${tel}`}>{contacts.phone}</a>
        </dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </dd>
        <dt>
          <Trans>Support hours</Trans>
        </dt>
        <dd>{contacts.supportHours}</dd>
      </dl>
    </section>
  );
}
