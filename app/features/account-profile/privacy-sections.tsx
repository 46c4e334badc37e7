import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { confirmDialog } from "~/stores/confirm-dialog";
import { CONSENT_CHANNELS, type ConsentChannel } from "~/../shared/contract/main-api/browser-values";
import type { ConsentsResponse, DeletionRequest, LoginRecord } from "~/../shared/contract/main-api/accounts";
import { dateTimeFormat } from "~/lib/intl-formats";

const CHANNEL_NAMES: Record<ConsentChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  call: msg`Phone calls`,
};

/**
 * The permission text of each channel, version `etk-2026-11` (CONSENT_TEXT_VERSION): a record
 * names the version the traveller saw, so a new wording needs a new version.
 */
const CHANNEL_TEXTS: Record<ConsentChannel, MessageDescriptor> = {
  email: msg`I agree to receive campaigns, offers and news from RotaGo by e-mail.`,
  sms: msg`I agree to receive campaigns, offers and news from RotaGo by SMS.`,
  call: msg`I agree to be called by RotaGo about campaigns and offers.`,
};

const SOURCE_NAMES: Record<ConsentsResponse["history"][number]["source"], MessageDescriptor> = {
  "account-page": msg`Account page`,
  account: msg`Account settings`,
  marketing: msg`Account settings`,
  unsubscribe: msg`Unsubscribe link`,
  checkout: msg`Checkout`,
  migrated: msg`Earlier permission`,
};

const METHOD_NAMES: Record<LoginRecord["method"], MessageDescriptor> = {
  anonymous: msg`Visit without signing in`,
  email: msg`E-mail code`,
  phone: msg`SMS code`,
};

function useDateTime() {
  const locale = useLocale();
  const format = dateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Istanbul",
  });
  return (at: string | number) => format.format(new Date(at));
}

export function PermissionsSection({ consents }: { consents: ConsentsResponse }) {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const busy = useNavigation().state === "submitting";
  // The latest record of each channel: a withdrawal button sits on the grant that is in force.
  const latest = new Set(
    CONSENT_CHANNELS.map((channel) => consents.history.find((record) => record.channel === channel)?.id),
  );
  return (
    <section className="account-section" aria-labelledby="permissions">
      <h2 id="permissions" tabIndex={-1}>
        <Trans>Communication permissions</Trans>
      </h2>
      <p>
        <Trans>
          Choose how we may send you campaigns and offers. Booking messages (confirmations, changes) always reach you.
          You can withdraw a permission at any time.
        </Trans>
      </p>
      {/* Keyed by the saved state: after a withdrawal elsewhere the boxes show it (they are uncontrolled). */}
      <Form
        method="post"
        className="account-form"
        key={CONSENT_CHANNELS.map((channel) => consents.current[channel]).join()}
      >
        <input type="hidden" name="intent" value="consents" />
        <fieldset className="account-permissions">
          <legend>
            <Trans>I allow commercial messages by</Trans>
          </legend>
          {CONSENT_CHANNELS.map((channel) => (
            <div className="account-permission" key={channel}>
              <input
                type="checkbox"
                id={`consent-${channel}`}
                name={channel}
                defaultChecked={consents.current[channel]}
                aria-describedby={`consent-${channel}-text`}
              />
              <label htmlFor={`consent-${channel}`}>{i18n._(CHANNEL_NAMES[channel])}</label>
              <p id={`consent-${channel}-text`} className="field__hint">
                {i18n._(CHANNEL_TEXTS[channel])}
              </p>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Save permissions</Trans>
        </button>
      </Form>
      <h3 id="consent-history">
        <Trans>Consent history</Trans>
      </h3>
      {consents.history.length === 0 ? (
        <p>
          <Trans>You have not given any permission yet.</Trans>
        </p>
      ) : (
        <ol className="account-history" aria-labelledby="consent-history" data-testid="consent-history">
          {consents.history.map((record) => {
            const channel = i18n._(CHANNEL_NAMES[record.channel]);
            const source = i18n._(SOURCE_NAMES[record.source]);
            const version = record.textVersion;
            return (
              <li key={record.id} className="account-history__entry" data-testid="consent-record">
                <p>
                  <strong>
                    {record.granted ? (
                      <Trans>{channel}: permission given</Trans>
                    ) : (
                      <Trans>{channel}: permission withdrawn</Trans>
                    )}
                  </strong>
                </p>
                <p className="account-history__meta">
                  <time dateTime={record.at}>{when(record.at)}</time> · {source} · <Trans>text version {version}</Trans>
                </p>
                {record.granted && latest.has(record.id) ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="channel" value={record.channel} />
                    <button type="submit" className="button button--secondary button--small" disabled={busy}>
                      <Trans>Withdraw</Trans>
                      <span className="visually-hidden"> {t`${channel} permission`}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export function LoginHistorySection({ logins }: { logins: readonly LoginRecord[] }) {
  const { i18n } = useLingui();
  const when = useDateTime();
  return (
    <section className="account-section" aria-labelledby="logins">
      <h2 id="logins" tabIndex={-1}>
        <Trans>Login history</Trans>
      </h2>
      <p>
        <Trans>Your latest sign-ins. If you do not recognise one, log out and contact us.</Trans>
      </p>
      <ol className="account-history" aria-labelledby="logins">
        {logins.map((login, index) => (
          <li key={`${login.at}-${index}`} className="account-history__entry">
            <p>
              <strong>
                <time dateTime={new Date(login.at).toISOString()}>{when(login.at)}</time>
              </strong>{" "}
              · {i18n._(METHOD_NAMES[login.method])}
            </p>
            {login.userAgent || login.ip ? (
              <p className="account-history__meta account-history__device">
                {[login.userAgent, login.ip].filter(Boolean).join(" · ")}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function YourDataSection({
  deletion,
  confirmDelete,
  downloadHref,
  confirmHref,
  cancelHref,
}: {
  deletion: DeletionRequest | null;
  confirmDelete: boolean;
  downloadHref: string;
  confirmHref: string;
  cancelHref: string;
}) {
  const { t } = useLingui();
  const when = useDateTime();
  const submit = useSubmit();
  const requested = deletion ? when(deletion.requestedAt) : "";
  return (
    <section className="account-section" aria-labelledby="your-data">
      <h2 id="your-data" tabIndex={-1}>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Under the Turkish Personal Data Protection Law (KVKK) you may see what we keep about you and ask us to delete
          it.
        </Trans>
      </p>
      <h3>
        <Trans>Download my data</Trans>
      </h3>
      <p>
        <Trans>
          One JSON file with your profile, address, permissions and their history, sign-ins, bookings, registered
          passengers and reviews.
        </Trans>
      </p>
      <p>
        {/* A document link (not a client navigation): the answer is a file to save. */}
        <a href={downloadHref} className="button button--secondary" download>
          <Trans>Download my data (JSON)</Trans>
        </a>
      </p>
      <h3>
        <Trans>Delete my account</Trans>
      </h3>
      {deletion ? (
        <div className="notice" data-testid="deletion-requested">
          <p>
            <strong>
              <Trans>We received your request to delete your account on {requested}.</Trans>
            </strong>
          </p>
          <DeletionNextSteps />
        </div>
      ) : confirmDelete ? (
        <Form method="post" className="notice account-confirm" aria-labelledby="delete-confirm-title">
          <h4 id="delete-confirm-title">
            <Trans>Delete your account?</Trans>
          </h4>
          <DeletionNextSteps />
          <input type="hidden" name="intent" value="delete-account" />
          <div className="account-actions">
            <button type="submit" className="button button--danger">
              <Trans>Request deletion</Trans>
            </button>
            <Link to={cancelHref} className="button button--secondary">
              <Trans>Keep my account</Trans>
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <DeletionNextSteps />
          <p>
            <Link
              to={confirmHref}
              className="button button--danger"
              onClick={(event) => {
                event.preventDefault();
                void confirmDialog({
                  title: t`Delete your account?`,
                  description: t`We delete your profile, address, permissions and saved passengers within 30 days and let you know by e-mail. Invoices and booking records are kept as long as the law requires.`,
                  confirmText: t`Request deletion`,
                  cancelText: t`Keep my account`,
                }).then((confirmed) => {
                  if (confirmed) void submit({ intent: "delete-account" }, { method: "post" });
                });
              }}
            >
              <Trans>Request deletion</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function DeletionNextSteps() {
  return (
    <p>
      <Trans>
        We delete your profile, address, permissions and saved passengers within 30 days and let you know by e-mail.
        Invoices and booking records are kept as long as the law requires.
      </Trans>
    </p>
  );
}
