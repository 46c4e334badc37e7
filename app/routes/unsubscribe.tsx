import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { LinkProblemNotice } from "~/features/content-pages/link-problem";
import { MetaDescription } from "~/features/content-pages/page-parts";
import { type LinkProblem, linkProblem } from "~/features/content-pages/signed-links.server";
import { upstreamsContext } from "~/lib/request-context";
import { opaqueId } from "~/lib/url-schemas";
import { useLocale } from "~/lib/use-locale";
import { parseParams, parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/content-pages.css?url";
import type { UnsubscribeLink } from "~/lib/upstream-types";
import type { Route } from "./+types/unsubscribe";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** `/unsubscribe/{token}` or `/unsubscribe?token=…` (what mailing tools often write). */
const tokenQuery = z.object({ token: z.optional(opaqueId), id: z.optional(opaqueId) });

function tokenOf(request: Request, params: Record<string, string | undefined>): string | undefined {
  const { id } = parseParams(params, z.object({ id: z.optional(opaqueId) }));
  const query = parseQuery(request, tokenQuery);
  return id ?? query.token ?? query.id;
}

type PageState =
  | { readonly state: "none" }
  | { readonly state: "ready"; readonly link: UnsubscribeLink }
  | { readonly state: "done"; readonly link: UnsubscribeLink; readonly changed: boolean }
  | { readonly state: "problem"; readonly problem: LinkProblem };

/** Shows what the link would turn off; a GET never changes anything. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = tokenOf(request, params);
  if (!token) return { state: "none" } as PageState;
  try {
    const { unsubscribe } = await context.get(upstreamsContext).mainApi.contentPages.unsubscribe.read(token);
    return { state: "ready", link: unsubscribe } as PageState;
  } catch (error) {
    const { problem, status } = linkProblem(error, context);
    return data<PageState>({ state: "problem", problem }, { status });
  }
}

/** The confirm button's post: turns the link's channel off. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = tokenOf(request, params);
  if (!token) return data<PageState>({ state: "problem", problem: "invalid" }, { status: 400 });
  try {
    const { unsubscribe, changed } = await context
      .get(upstreamsContext)
      .mainApi.contentPages.unsubscribe.confirm(token);
    return { state: "done", link: unsubscribe, changed } as PageState;
  } catch (error) {
    const { problem, status } = linkProblem(error, context);
    return data<PageState>({ state: "problem", problem }, { status });
  }
}

/** The (masked) address the link is for, or a neutral name for it when the account has none any more. */
function Destination({ link }: { link: UnsubscribeLink }) {
  const { t } = useLingui();
  const fallback = link.channel === "email" ? t`your e-mail address` : t`your phone number`;
  return (
    <p className="unsubscribe__destination" data-testid="unsubscribe-destination">
      {link.destination ?? fallback}
    </p>
  );
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const answerRef = useRef<HTMLDivElement>(null);
  const page = (actionData ?? loaderData) as PageState;
  const account = <Link to={hrefFor("account", locale)}>{t`your account`}</Link>;

  useEffect(() => {
    if (actionData) answerRef.current?.focus();
  }, [actionData]);

  const email = page.state === "ready" || page.state === "done" ? page.link.channel === "email" : true;
  return (
    <PageShell title={t`Unsubscribe`} lead={t`Stop receiving campaign e-mails and text messages from us.`}>
      <MetaDescription content={t`Stop receiving campaign e-mails and text messages from us.`} />
      <meta name="robots" content="noindex" />
      <div ref={answerRef} tabIndex={-1} className="unsubscribe">
        {page.state === "none" ? (
          <p>
            <Trans>
              To stop campaign messages, open the unsubscribe link at the end of any of our e-mails or text messages. If
              you have an account, you can also change your choices in {account}.
            </Trans>
          </p>
        ) : page.state === "problem" ? (
          <LinkProblemNotice
            problem={page.problem}
            help={<Trans>You can also change your choices in {account}, or write to us from the contact page.</Trans>}
          />
        ) : page.state === "done" ? (
          <div className="notice notice--success" role="status" data-testid="unsubscribe-done">
            <p>
              {email ? (
                <Trans>Done: you will no longer receive campaign e-mails from us at this address:</Trans>
              ) : (
                <Trans>Done: you will no longer receive campaign text messages from us at this number:</Trans>
              )}
            </p>
            <Destination link={page.link} />
            <p>
              <Trans>Messages about your bookings still reach you. You can change your mind in {account}.</Trans>
            </p>
          </div>
        ) : page.link.subscribed ? (
          <Form method="post" action={`${location.pathname}${location.search}`} className="unsubscribe__form">
            <p>
              {email ? (
                <Trans>Confirm below, and we will stop sending campaign e-mails to this address:</Trans>
              ) : (
                <Trans>Confirm below, and we will stop sending campaign text messages to this number:</Trans>
              )}
            </p>
            <Destination link={page.link} />
            <p>
              <Trans>Messages about your bookings will still reach you.</Trans>
            </p>
            <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
              {email ? <Trans>Stop campaign e-mails</Trans> : <Trans>Stop campaign text messages</Trans>}
            </button>
          </Form>
        ) : (
          <div className="notice" role="status" data-testid="unsubscribe-already">
            <p>
              {email ? (
                <Trans>
                  You do not receive campaign e-mails from us at this address, so there is nothing to turn off:
                </Trans>
              ) : (
                <Trans>
                  You do not receive campaign text messages from us at this number, so there is nothing to turn off:
                </Trans>
              )}
            </p>
            <Destination link={page.link} />
          </div>
        )}
      </div>
    </PageShell>
  );
}
