import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { data, Form, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { LinkProblemNotice } from "~/features/content-pages/link-problem";
import { MetaDescription } from "~/features/content-pages/page-parts";
import { type LinkProblem, linkProblem } from "~/features/content-pages/signed-links.server";
import { formatIsoDate, formatLocalDateTime } from "~/lib/format";
import { upstreamsContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";
import { opaqueId } from "~/lib/url-schemas";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import stylesheet from "~/styles/content-pages.css?url";
import type { SupplierApproval } from "~/lib/upstream-types";
import type { Route } from "./+types/supplier-approval";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const approvalQuery = z.object({ token: z.optional(opaqueId) });

const REASON_MAX = 500;

type PageState =
  | { readonly state: "none" }
  | {
      readonly state: "ready";
      readonly approval: SupplierApproval;
      readonly reasonError?: boolean;
      readonly reason?: string;
    }
  | { readonly state: "decided"; readonly approval: SupplierApproval }
  | { readonly state: "closed"; readonly approval: SupplierApproval }
  | { readonly state: "problem"; readonly problem: LinkProblem };

/** The booking request the link names; a GET records nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = parseQuery(request, approvalQuery);
  if (!token) return { state: "none" } as PageState;
  try {
    const { approval } = await context.get(upstreamsContext).mainApi.contentPages.supplierApproval.read(token);
    return { state: "ready", approval } as PageState;
  } catch (error) {
    const { problem, status } = linkProblem(error, context);
    return data<PageState>({ state: "problem", problem }, { status });
  }
}

/** Confirm, or reject with a reason: recorded once by the Main API; a replay shows the first decision. */
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = parseQuery(request, approvalQuery);
  if (!token) return data<PageState>({ state: "problem", problem: "invalid" }, { status: 400 });
  const form = await request.formData();
  const decision = form.get("decision") === "reject" ? "reject" : form.get("decision") === "confirm" ? "confirm" : null;
  const reason = String(form.get("reason") ?? "").slice(0, 2000);
  const approvals = context.get(upstreamsContext).mainApi.contentPages.supplierApproval;
  try {
    if (!decision || (decision === "reject" && reason.trim().length < 3) || reason.trim().length > REASON_MAX) {
      const { approval } = await approvals.read(token);
      return data<PageState>({ state: "ready", approval, reasonError: true, reason }, { status: 400 });
    }
    const { approval } = await approvals.decide(token, { decision, ...(reason.trim() ? { reason } : {}) });
    return { state: "decided", approval } as PageState;
  } catch (error) {
    if (error instanceof UpstreamError && (error.code === 2334 || error.code === 3300)) {
      try {
        const { approval } = await approvals.read(token);
        if (error.code === 2334) return data<PageState>({ state: "closed", approval }, { status: 409 });
        return data<PageState>({ state: "ready", approval, reasonError: true, reason }, { status: 400 });
      } catch (second) {
        const { problem, status } = linkProblem(second, context);
        return data<PageState>({ state: "problem", problem }, { status });
      }
    }
    const { problem, status } = linkProblem(error, context);
    return data<PageState>({ state: "problem", problem }, { status });
  }
}

function BookingSummary({ approval }: { approval: SupplierApproval }) {
  const { t } = useLingui();
  const locale = useLocale();
  const when = (value: string | null) => (value ? formatLocalDateTime(value, locale) : "—");
  const place = (office: string | null, address: string | null) => [office, address].filter(Boolean).join(", ") || "—";
  const car = [approval.car.brand, approval.car.model].filter(Boolean).join(" ");
  return (
    <section className="approval-section" aria-labelledby="approval-booking">
      <h2 id="approval-booking">
        <Trans>Booking request</Trans>
      </h2>
      <dl className="summary" data-testid="approval-summary">
        <dt>{t`Reservation number`}</dt>
        <dd>{approval.reservationId ?? "—"}</dd>
        <dt>{t`Rental company`}</dt>
        <dd>{approval.supplier.name}</dd>
        <dt>{t`Car`}</dt>
        <dd>
          {car || "—"}
          {approval.car.className ? ` (${approval.car.className})` : ""}
        </dd>
        <dt>{t`Pickup`}</dt>
        <dd>
          {when(approval.pickup.dateTime)}, {place(approval.pickup.office, approval.pickup.address)}
        </dd>
        <dt>{t`Return`}</dt>
        <dd>
          {when(approval.return.dateTime)}, {place(approval.return.office, approval.return.address)}
        </dd>
        <dt>{t`Driver`}</dt>
        <dd>{approval.driver?.name ?? "—"}</dd>
        {approval.extras.length > 0 ? (
          <>
            <dt>{t`Extras`}</dt>
            <dd>{approval.extras.map((extra) => `${extra.quantity} × ${extra.name}`).join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function RecordedDecision({ approval }: { approval: SupplierApproval }) {
  const locale = useLocale();
  const decision = approval.decision;
  if (!decision) {
    return (
      <p className="notice" role="status" data-testid="approval-closed">
        {approval.itemStatus === "cancelled" ? (
          <Trans>This booking has been cancelled; no decision is needed.</Trans>
        ) : (
          <Trans>This booking is not waiting for a decision.</Trans>
        )}
      </p>
    );
  }
  const on = formatIsoDate(decision.decidedAt, locale) ?? decision.decidedAt;
  return (
    <div className="notice notice--success" role="status" data-testid="approval-decision">
      <p>
        {decision.decision === "confirmed" ? (
          <Trans>The booking has been confirmed.</Trans>
        ) : (
          <Trans>The booking has been declined.</Trans>
        )}
      </p>
      <dl className="summary">
        <dt>
          <Trans>Decision date</Trans>
        </dt>
        <dd>
          <time dateTime={decision.decidedAt}>{on}</time>
        </dd>
        {decision.reason ? (
          <>
            <dt>
              <Trans>Reason</Trans>
            </dt>
            <dd data-testid="approval-reason-given">{decision.reason}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

export default function SupplierApprovalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const location = useLocation();
  const navigation = useNavigation();
  const answerRef = useRef<HTMLDivElement>(null);
  const page = (actionData ?? loaderData) as PageState;

  useEffect(() => {
    if (!actionData) return;
    const invalid = document.querySelector<HTMLElement>('#approval-reason[aria-invalid="true"]');
    (invalid ?? answerRef.current)?.focus();
  }, [actionData]);

  return (
    <PageShell title={t`Reservation approval`} lead={t`Rental companies confirm or decline a booking request here.`}>
      <MetaDescription content={t`Rental companies confirm or decline a booking request here.`} />
      <meta name="robots" content="noindex" />
      <div ref={answerRef} tabIndex={-1} className="approval">
        {page.state === "none" ? (
          <p>
            <Trans>Please open this page with the link in the booking request we sent you by e-mail.</Trans>
          </p>
        ) : page.state === "problem" ? (
          <LinkProblemNotice
            problem={page.problem}
            help={<Trans>Please contact our supplier team for a new link.</Trans>}
          />
        ) : (
          <>
            {page.state === "closed" ? (
              <p className="notice" role="alert">
                <Trans>A decision had already been recorded for this booking; it stands as shown below.</Trans>
              </p>
            ) : null}
            <BookingSummary approval={page.approval} />
            {page.state === "ready" && page.approval.decidable ? (
              <Form method="post" action={`${location.pathname}${location.search}`} className="approval__form">
                <h2>
                  <Trans>Your decision</Trans>
                </h2>
                <div className={page.reasonError ? "field field--invalid" : "field"}>
                  <label htmlFor="approval-reason">
                    <Trans>Reason (required when declining)</Trans>
                  </label>
                  <textarea
                    id="approval-reason"
                    name="reason"
                    rows={3}
                    maxLength={REASON_MAX}
                    defaultValue={page.reason ?? ""}
                    aria-invalid={page.reasonError ? true : undefined}
                    aria-describedby={page.reasonError ? "approval-reason-error" : undefined}
                  />
                  {page.reasonError ? (
                    <p className="field__error" id="approval-reason-error">
                      <Trans>Please give a reason of 3 to {REASON_MAX} characters to decline the booking.</Trans>
                    </p>
                  ) : null}
                </div>
                <p className="approval__buttons">
                  <button
                    type="submit"
                    name="decision"
                    value="confirm"
                    className="button button--primary"
                    disabled={navigation.state === "submitting"}
                  >
                    <Trans>Confirm the booking</Trans>
                  </button>
                  <button
                    type="submit"
                    name="decision"
                    value="reject"
                    className="button button--secondary"
                    disabled={navigation.state === "submitting"}
                  >
                    <Trans>Decline the booking</Trans>
                  </button>
                </p>
              </Form>
            ) : (
              <RecordedDecision approval={page.approval} />
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
