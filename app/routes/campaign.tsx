import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { PageShell } from "~/components/page-shell";
import { ResponsiveImage } from "~/components/responsive-image";
import { RichText } from "~/lib/cms/rich-text";
import { loadCampaign } from "~/features/content-pages/content.server";
import { CopyCode } from "~/features/content-pages/copy-code";
import { ContentUnavailable, MetaDescription } from "~/features/content-pages/page-parts";
import { formatIsoDate } from "~/lib/format";
import { loginHref } from "~/lib/login-href";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";
import { useLocale } from "~/lib/use-locale";
import { parseSlugParams } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/content-pages.css?url";
import type { Route } from "./+types/campaign";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** A registered (not anonymous) visitor can get a personal code; others are asked to log in. */
async function isRegistered(context: Route.LoaderArgs["context"]): Promise<boolean> {
  const visitor = await context.get(sessionContext).current();
  return Boolean(visitor && !visitor.anonymous);
}

async function campaignFor({ request, params, context }: Route.LoaderArgs | Route.ActionArgs) {
  const { slug = "" } = parseSlugParams(request, params, ["slug"]);
  const campaign = await loadCampaign(context, slug);
  if (campaign.state === "missing") throw data(null, { status: 404 });
  return { slug, campaign };
}

export async function loader(args: Route.LoaderArgs) {
  const { slug, campaign } = await campaignFor(args);
  const registered = await isRegistered(args.context);
  if (campaign.state !== "ok") return data({ slug, campaign, registered }, { status: 503 });
  // An ended campaign still has its page (old links), but says so; the status tells crawlers.
  return data({ slug, campaign, registered }, { status: campaign.value.ended ? 410 : 200 });
}

type IssueResult =
  | { readonly state: "issued"; readonly code: string; readonly used: boolean }
  | { readonly state: "sign-in" | "not-offered" | "failed" };

export async function action(args: Route.ActionArgs) {
  const { campaign } = await campaignFor(args);
  const { requestId } = args.context.get(requestInfoContext);
  if (campaign.state !== "ok" || !campaign.value.personalCode || campaign.value.ended || !campaign.value.code) {
    return data<IssueResult>({ state: "not-offered" }, { status: 409 });
  }
  if (!(await isRegistered(args.context))) return data<IssueResult>({ state: "sign-in" }, { status: 403 });
  try {
    const issued = await args.context.get(upstreamsContext).mainApi.contentPages.issueCampaignCode(campaign.value.code);
    return { state: "issued", code: issued.code, used: issued.used } satisfies IssueResult;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.code === 3500 || error.code === 3510) return data<IssueResult>({ state: "sign-in" }, { status: 403 });
    if (error.code === 2106) return data<IssueResult>({ state: "not-offered" }, { status: 409 });
    console.warn(`[${requestId}] personal campaign code not issued: ${error.message}`);
    return data<IssueResult>({ state: "failed" }, { status: 503 });
  }
}

function PersonalCode({ registered, result }: { registered: boolean; result: IssueResult | undefined }) {
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const here = `${location.pathname}${location.search}`;
  const login = loginHref(locale, here);
  return (
    <section className="campaign-section" aria-labelledby="campaign-personal">
      <h2 id="campaign-personal">
        <Trans>Your personal code</Trans>
      </h2>
      {result?.state === "issued" ? (
        <>
          <p>
            <Trans>This code is yours: it gives the same discount and can be used for one booking.</Trans>
          </p>
          <p>
            <CopyCode code={result.code} testId="personal-code" />
          </p>
          {result.used ? (
            <p className="notice">
              <Trans>You have already used this code for a booking.</Trans>
            </p>
          ) : null}
        </>
      ) : registered && result?.state !== "sign-in" ? (
        <Form method="post" action={here} className="campaign-personal__form">
          <p>
            <Trans>As a member you can get a code of your own for this campaign.</Trans>
          </p>
          {result?.state === "failed" ? (
            <p className="form-error" role="alert">
              <Trans>Your code could not be created just now. Please try again shortly.</Trans>
            </p>
          ) : null}
          {result?.state === "not-offered" ? (
            <p className="form-error" role="alert">
              <Trans>Personal codes are not available for this campaign.</Trans>
            </p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="issue-code"
            className="button button--primary"
            disabled={navigation.state === "submitting"}
          >
            <Trans>Get my personal code</Trans>
          </button>
        </Form>
      ) : (
        <>
          <p>
            <Trans>Members can get a code of their own for this campaign.</Trans>
          </p>
          <p>
            <Link to={login} className="button button--secondary" data-testid="personal-code-login">
              <Trans>Log in to get your code</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { campaign, registered } = loaderData;
  const allCampaigns = hrefFor("campaigns", locale);
  const back = (
    <p>
      <Link to={allCampaigns}>
        <Trans>All campaigns</Trans>
      </Link>
    </p>
  );
  if (campaign.state !== "ok") {
    return (
      <PageShell title={t`Campaign`}>
        <ContentUnavailable>
          <Trans>This campaign cannot be shown right now. Please try again shortly.</Trans>
        </ContentUnavailable>
        {back}
      </PageShell>
    );
  }
  const value = campaign.value;
  const from = value.startDate ? formatIsoDate(value.startDate, locale) : null;
  const until = value.endDate ? formatIsoDate(value.endDate, locale) : null;
  return (
    <PageShell title={value.title} lead={value.summary || undefined}>
      <MetaDescription content={value.summary} />
      <div className="campaign">
        {value.image ? (
          <ResponsiveImage
            src={value.image}
            alt={value.imageAlt}
            width={1280}
            height={480}
            priority
            className="campaign__image"
          />
        ) : null}
        {value.ended ? (
          <p className="notice notice--error" role="status" data-testid="campaign-ended">
            {until ? <Trans>This campaign ended on {until}.</Trans> : <Trans>This campaign has ended.</Trans>}{" "}
            <Link to={allCampaigns}>
              <Trans>See the current campaigns</Trans>
            </Link>
          </p>
        ) : null}
        <section className="campaign-section" aria-labelledby="campaign-validity">
          <h2 id="campaign-validity">
            <Trans>Validity</Trans>
          </h2>
          {from || until ? (
            <dl className="summary campaign-validity" data-testid="campaign-validity">
              {from ? (
                <>
                  <dt>
                    <Trans>Starts</Trans>
                  </dt>
                  <dd>
                    <time dateTime={value.startDate ?? undefined}>{from}</time>
                  </dd>
                </>
              ) : null}
              <dt>
                <Trans>Ends</Trans>
              </dt>
              <dd>
                {until ? (
                  <time dateTime={value.endDate ?? undefined}>{until}</time>
                ) : (
                  <Trans>Until further notice</Trans>
                )}
              </dd>
            </dl>
          ) : (
            <p data-testid="campaign-validity">
              <Trans>Until further notice</Trans>
            </p>
          )}
        </section>
        {!value.ended ? (
          <section className="campaign-section" aria-labelledby="campaign-code">
            <h2 id="campaign-code">
              <Trans>How to use it</Trans>
            </h2>
            {value.code ? (
              <>
                <p>
                  <Trans>Enter this code in the campaign code field when you pay:</Trans>
                </p>
                <p>
                  <CopyCode code={value.code} />
                </p>
              </>
            ) : (
              <p>
                <Trans>No code needed: the offer is applied automatically when you book.</Trans>
              </p>
            )}
          </section>
        ) : null}
        {value.conditions ? (
          <section className="campaign-section" aria-labelledby="campaign-conditions">
            <h2 id="campaign-conditions">
              <Trans>Conditions</Trans>
            </h2>
            <RichText html={value.conditions} className="rich-text" />
          </section>
        ) : null}
        {value.personalCode && !value.ended ? (
          <PersonalCode registered={registered} result={actionData as IssueResult | undefined} />
        ) : null}
        {back}
      </div>
    </PageShell>
  );
}
