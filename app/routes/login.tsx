import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageShell } from "~/components/page-shell";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { DIAL_CODES, dialEntryOf, formatPhone } from "~/features/login/dial-codes";
import {
  fallbackProblem,
  LOGIN_FIELD_MESSAGES,
  type LoginMethod,
  type LoginProblem,
  nameSchema,
  sendSchema,
  verifySchema,
} from "~/features/login/login-form.schema";
import { errorText } from "~/lib/forms/error-text";
import { firstError, parseSubmission } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { sessionContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError, type MainApiErrorCode, upstreamCode } from "~/lib/upstream-error";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/login";
import { DataProtectionNotice } from "~/components/data-protection-notice";

/** Main API error codes the form explains (docs/api/main-api.md). */
const PROBLEM_BY_CODE: Partial<Record<MainApiErrorCode, LoginProblem>> = {
  3300: "unavailable",
  3501: "code-incorrect",
  3502: "code-expired",
  3503: "code-attempts",
  3504: "rate-limited",
};

function methodOf(url: URL): LoginMethod {
  return url.searchParams.get("method") === "phone" ? "phone" : "email";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = safeRedirectPath(url.searchParams.get("redirect"));
  const visitor = await context.get(sessionContext).current();
  // Signed in: done, unless we still need the visitor's name (first login).
  if (visitor && !visitor.anonymous && visitor.firstName) throw redirect(returnTo);
  return {
    returnTo,
    hasReturnTo: url.searchParams.has("redirect"),
    method: methodOf(url),
    needsName: Boolean(visitor && !visitor.anonymous && !visitor.firstName),
  };
}

type ActionResult =
  | { step: "name"; problem?: LoginProblem }
  | {
      step: "code";
      method: LoginMethod;
      destination: string;
      resendAfterSeconds: number;
      problem?: LoginProblem;
      attemptsLeft?: number;
    }
  | { step: "contact"; method: LoginMethod; problem: LoginProblem; retryAfterSeconds?: number };

/** The result as the page reads it, whatever the step. */
const answer = (result: ActionResult) => result;

function upstreamProblem(error: unknown): { problem: LoginProblem } {
  const code = upstreamCode(error);
  const problem = code === null ? undefined : PROBLEM_BY_CODE[code];
  if (!problem) throw error;
  return { problem };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const body = await request.formData();
  const form = Object.fromEntries(body);
  const accounts = context.get(upstreamsContext).mainApi.accounts;
  const session = context.get(sessionContext);
  const method: LoginMethod = form.method === "phone" ? "phone" : "email";

  if (form.intent === "name") {
    // The name belongs to a signed-in account: without one (a lost session, a replayed form) the
    // visitor starts again at the contact step.
    const visitor = await session.current();
    if (!visitor || visitor.anonymous) {
      return data<ActionResult>({ step: "contact", method, problem: "signed-out" }, { status: 400 });
    }
    const input = parseSubmission(body, nameSchema, LOGIN_FIELD_MESSAGES, "name-invalid");
    if (input.status !== "success") {
      return data<ActionResult>({ step: "name", problem: firstError(input.error) ?? "name-invalid" }, { status: 400 });
    }
    try {
      await accounts.registerComplete(input.value.firstName, input.value.lastName);
    } catch (error) {
      return data<ActionResult>({ step: "name", problem: upstreamProblem(error).problem }, { status: 400 });
    }
    // A new access token carries the name the header greets with.
    await session.renew();
    throw redirect(safeRedirectPath(url.searchParams.get("redirect")));
  }

  if (form.intent === "verify") {
    const input = parseSubmission(body, verifySchema, LOGIN_FIELD_MESSAGES, "code-invalid");
    if (input.status !== "success") {
      const destination = typeof form.destination === "string" ? form.destination : "";
      return data<ActionResult>(
        {
          step: "code",
          method,
          destination,
          resendAfterSeconds: 0,
          problem: firstError(input.error) ?? "code-invalid",
        },
        { status: 400 },
      );
    }
    // The anonymous session's token goes along, so its data joins the account.
    await session.ensure();
    try {
      const { token, user } = await accounts.completeLogin(
        input.value.method,
        input.value.destination,
        input.value.code,
      );
      session.signIn(token);
      if (!user.firstName) return answer({ step: "name" });
    } catch (error) {
      const { problem } = upstreamProblem(error);
      const attemptsLeft = isUpstreamError(error, 3501) ? error.details?.attemptsLeft : undefined;
      return data<ActionResult>(
        {
          step: "code",
          method: input.value.method,
          destination: input.value.destination,
          resendAfterSeconds: 0,
          problem,
          ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
        },
        { status: 400 },
      );
    }
    throw redirect(safeRedirectPath(url.searchParams.get("redirect")));
  }

  const input = parseSubmission(body, sendSchema, LOGIN_FIELD_MESSAGES, fallbackProblem(method));
  if (input.status !== "success") {
    return data<ActionResult>(
      { step: "contact", method, problem: firstError(input.error) ?? fallbackProblem(method) },
      { status: 400 },
    );
  }
  const { destination } = input.value;
  try {
    const sent = await accounts.sendLoginCode(input.value.method, destination);
    return answer({
      step: "code",
      method: input.value.method,
      destination,
      resendAfterSeconds: sent.resendAfterSeconds,
    });
  } catch (error) {
    const { problem } = upstreamProblem(error);
    if (input.value.intent === "resend") {
      return data<ActionResult>(
        { step: "code", method, destination, resendAfterSeconds: 60, problem },
        { status: 429 },
      );
    }
    return data<ActionResult>({ step: "contact", method, problem }, { status: problem === "rate-limited" ? 429 : 400 });
  }
}

function useProblemText(problem: LoginProblem | undefined, attemptsLeft?: number): string | undefined {
  const { i18n, t } = useLingui();
  switch (problem) {
    case undefined:
      return undefined;
    case "email-invalid":
    case "phone-invalid":
    case "code-invalid":
    case "name-invalid":
      return errorText(i18n, LOGIN_FIELD_MESSAGES, problem);
    case "code-incorrect":
      return attemptsLeft === undefined
        ? t`The code is not correct.`
        : t`The code is not correct. Attempts left: ${attemptsLeft}.`;
    case "code-expired":
      return t`The code has expired. Please ask for a new one.`;
    case "code-attempts":
      return t`Too many wrong codes. Please ask for a new one.`;
    case "rate-limited":
      return t`Too many codes were requested. Please wait a moment and try again.`;
    case "unavailable":
      return t`Sign-in is not possible right now. Please try again.`;
    case "signed-out":
      return t`You are not signed in any more. Please log in again to give your name.`;
  }
}

/** The resend button, disabled until the API allows another code; remounted for each new code. */
function ResendButton({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return (
    <button type="submit" name="intent" value="resend" className="button button--link" disabled={left > 0}>
      {left > 0 ? <Trans>Send a new code in {left} s</Trans> : <Trans>Send a new code</Trans>}
    </button>
  );
}

/** Not a page for search engines: it belongs to one visitor. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const result = actionData;
  const method = result && result.step !== "name" ? result.method : loaderData.method;
  const onCodeStep = result?.step === "code";
  const onNameStep = result?.step === "name" || (!result && loaderData.needsName);
  // Each step's rules, checked in the browser before sending; the action checks them again.
  const contactForm = useShopForm({
    id: "login-contact",
    schema: sendSchema,
    messages: LOGIN_FIELD_MESSAGES,
    fallback: fallbackProblem(method),
    lastResult: undefined,
  });
  const codeForm = useShopForm({
    id: "login-code",
    schema: verifySchema,
    messages: LOGIN_FIELD_MESSAGES,
    fallback: "code-invalid",
    lastResult: undefined,
  });
  const nameForm = useShopForm({
    id: "login-name",
    schema: nameSchema,
    messages: LOGIN_FIELD_MESSAGES,
    fallback: "name-invalid",
    lastResult: undefined,
  });
  const shownForm = onNameStep ? nameForm : onCodeStep ? codeForm : contactForm;
  const refused = Object.values(shownForm.errors)[0];
  const shownProblem = refused ?? result?.problem;
  const problem = useProblemText(shownProblem, !refused && result?.step === "code" ? result.attemptsLeft : undefined);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const actionUrl = `?redirect=${encodeURIComponent(loaderData.returnTo)}${method === "phone" ? "&method=phone" : ""}`;

  useEffect(() => {
    if (problem) errorRef.current?.focus();
  }, [problem, result, shownForm.errors]);

  useEffect(() => {
    if (!result) return;
    if (result.step === "name") return;
    const country =
      result.step === "code" && result.method === "phone" ? dialEntryOf(result.destination)?.country : undefined;
    if (result.step === "code" && !result.problem && result.method === "phone")
      pushDataLayer({ event: "login_phone", country_code: country ?? null });
    if (result.step === "code" && result.problem)
      pushDataLayer({ event: "login_failed", country_code: country ?? null, reason: result.problem });
  }, [result]);

  useEffect(() => {
    // A successful verification redirects: the navigation that follows the submission.
    if (navigation.state === "loading" && navigation.formData?.get("intent") === "verify") {
      const destination = String(navigation.formData.get("destination") ?? "");
      const country = dialEntryOf(destination)?.country ?? null;
      pushDataLayer({ event: "login_approved", country_code: country });
    }
  }, [navigation]);

  const errorId = "login-error";
  const shownDestination =
    result?.step === "code" ? (result.method === "phone" ? formatPhone(result.destination) : result.destination) : "";

  return (
    <PageShell
      title={t`Log in`}
      lead={
        onNameStep
          ? t`Welcome! What is your name? We use it on your bookings and to greet you.`
          : onCodeStep
            ? t`We sent a 6-digit code to ${shownDestination}. Enter it below to log in.`
            : loaderData.hasReturnTo
              ? t`Log in with your phone number or e-mail address; afterwards you will return to the page you were on.`
              : t`Log in with your phone number or e-mail address.`
      }
    >
      {problem ? (
        <p id={errorId} className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {problem}
        </p>
      ) : null}

      {onNameStep ? (
        <Form
          method="post"
          action={actionUrl}
          className="form"
          {...nameForm.formProps}
          aria-describedby={problem ? errorId : undefined}
        >
          <label className="form__field">
            <span>
              <Trans>First name</Trans>
            </span>
            <input name="firstName" autoComplete="given-name" required maxLength={60} autoFocus />
          </label>
          <label className="form__field">
            <span>
              <Trans>Last name</Trans>
            </span>
            <input name="lastName" autoComplete="family-name" required maxLength={60} />
          </label>
          <button type="submit" name="intent" value="name" className="button button--primary" disabled={busy}>
            <Trans>Continue</Trans>
          </button>
          <DataProtectionNotice />
        </Form>
      ) : onCodeStep ? (
        <>
          <Form
            method="post"
            action={actionUrl}
            className="form"
            {...codeForm.formProps}
            aria-describedby={problem ? errorId : undefined}
          >
            <input type="hidden" name="method" value={result.method} />
            <input type="hidden" name="destination" value={result.destination} />
            <label className="form__field">
              <span>
                <Trans>Code</Trans>
              </span>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                required
                autoFocus
                aria-invalid={shownProblem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
              />
            </label>
            <button type="submit" name="intent" value="verify" className="button button--primary" disabled={busy}>
              <Trans>Log in</Trans>
            </button>
          </Form>
          <Form method="post" action={actionUrl} className="form form--inline">
            <input type="hidden" name="method" value={result.method} />
            {result.method === "email" ? (
              <input type="hidden" name="email" value={result.destination} />
            ) : (
              <>
                <input type="hidden" name="country" value={dialEntryOf(result.destination)?.country ?? "TR"} />
                <input
                  type="hidden"
                  name="phone"
                  value={result.destination.slice((dialEntryOf(result.destination)?.code ?? "").length)}
                />
              </>
            )}
            <ResendButton
              key={`${result.destination}:${result.resendAfterSeconds}`}
              seconds={result.resendAfterSeconds}
            />
            <Link to={actionUrl} reloadDocument={false}>
              {result.method === "email" ? (
                <Trans>Use another e-mail address</Trans>
              ) : (
                <Trans>Use another phone number</Trans>
              )}
            </Link>
          </Form>
        </>
      ) : (
        <>
          <nav className="tabs" aria-label={t`Log in with`}>
            <Link
              to={`?redirect=${encodeURIComponent(loaderData.returnTo)}`}
              aria-current={method === "email" ? "page" : undefined}
              className="tabs__tab"
            >
              <Trans>E-mail</Trans>
            </Link>
            <Link
              to={`?redirect=${encodeURIComponent(loaderData.returnTo)}&method=phone`}
              aria-current={method === "phone" ? "page" : undefined}
              className="tabs__tab"
            >
              <Trans>Phone</Trans>
            </Link>
          </nav>
          <Form
            method="post"
            action={actionUrl}
            className="form"
            {...contactForm.formProps}
            aria-describedby={problem ? errorId : undefined}
          >
            <input type="hidden" name="method" value={method} />
            {method === "email" ? (
              <label className="form__field">
                <span>
                  <Trans>E-mail address</Trans>
                </span>
                <input
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  autoFocus
                  aria-invalid={shownProblem === "email-invalid" ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                />
              </label>
            ) : (
              <div className="form__row">
                <label className="form__field form__field--narrow">
                  <span>
                    <Trans>Country code</Trans>
                  </span>
                  <select name="country" defaultValue="TR" autoComplete="tel-country-code">
                    {DIAL_CODES.map((entry) => (
                      <option key={entry.country} value={entry.country}>
                        {`${entry.flag} ${entry.country} ${entry.code}`}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="form__field">
                  <span>
                    <Trans>Mobile number</Trans>
                  </span>
                  <input
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="5XX XXX XX XX"
                    required
                    autoFocus
                    aria-invalid={shownProblem === "phone-invalid" ? true : undefined}
                    aria-describedby={problem ? errorId : undefined}
                  />
                </label>
              </div>
            )}
            <button type="submit" name="intent" value="send" className="button button--primary" disabled={busy}>
              <Trans>Send code</Trans>
            </button>
            <DataProtectionNotice />
          </Form>
        </>
      )}
    </PageShell>
  );
}
