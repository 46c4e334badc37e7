import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { FIELD_ERROR_MESSAGES } from "~/features/checkout/field-errors";
import { PassengerEditor } from "~/features/checkout/registered-passengers/passenger-editor";
import { passengerFormSchema, refusedPassengerFields } from "~/features/checkout/registered-passengers/passenger-form";
import { PassengerList } from "~/features/checkout/registered-passengers/passenger-list";
import { listedPassenger } from "~/features/checkout/registered-passengers/masked-number";
import { shopToday } from "~/lib/dates";
import { parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { mainApiCode } from "~/lib/upstream-error";
import { upstreamErrorMessage, upstreamFailure } from "~/lib/upstream-error-messages";
import { opaqueId } from "~/lib/url-schemas";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import { MAX_REGISTERED_PASSENGERS } from "~/../shared/contract/main-api/browser-values";
import type { Route } from "./+types/account-registered-passengers";
import stylesheet from "~/styles/registered-passengers.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** `edit`: "new" or a passenger's id (the form); `remove`: the confirm step without JavaScript; `done`: what just happened. */
const pageQuery = z.object({
  edit: z.optional(opaqueId),
  remove: z.optional(opaqueId),
  done: z.enum(["saved", "deleted"]).optional(),
});

// Registered users only: the account layout's "signed-in" route check (ADR 0018) sends anyone
// else to the login page and back, before the loader or the action runs.
export async function loader(args: Route.LoaderArgs) {
  const query = parseQuery(args.request, pageQuery);
  const passengers = await args.context.get(upstreamsContext).mainApi.passengers.list();
  const find = (id: string | undefined) => passengers.find((passenger) => passenger.id === id) ?? null;
  const full = passengers.length >= MAX_REGISTERED_PASSENGERS;
  const removing = find(query.remove);
  const editing = query.edit === "new" ? (full ? null : "new") : find(query.edit);
  return {
    passengers: passengers.map(listedPassenger),
    // Nobody saved yet: the form is the page.
    editing: editing ?? (passengers.length === 0 ? ("new" as const) : null),
    /** The form was asked for (a link): it takes the focus. */
    opened: editing !== null,
    removing: removing ? listedPassenger(removing) : null,
    done: query.done ?? null,
    full,
    today: shopToday(),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const api = context.get(upstreamsContext).mainApi.passengers;
  const here = hrefFor("account-registered-passengers", context.get(requestInfoContext).locale);
  const form = await request.formData();
  const intent = form.get("intent");
  const id = opaqueId.safeParse(form.get("id"));
  if (intent === "delete") {
    if (!id.success) throw data(null, { status: 400 });
    try {
      await api.remove(id.data);
    } catch (error) {
      // Deleted already (another tab): the outcome the visitor asked for.
      if (mainApiCode(error) !== 2321) throw error;
    }
    return redirect(`${here}?done=deleted`);
  }
  if (intent !== "save" || (form.has("id") && !id.success)) throw data(null, { status: 400 });
  const submission = parseSubmission(form, passengerFormSchema(shopToday()), FIELD_ERROR_MESSAGES, "required");
  if (submission.status !== "success") return data({ reply: submission.reply(), failure: null }, { status: 400 });
  try {
    await (id.success ? api.replace(id.data, submission.value) : api.add(submission.value));
  } catch (error) {
    const fieldErrors = refusedPassengerFields(error);
    if (Object.keys(fieldErrors).length > 0) {
      return data({ reply: submission.reply({ fieldErrors }), failure: null }, { status: 400 });
    }
    if (mainApiCode(error) === null) throw error;
    // The limit met from another tab (2322), a passenger deleted meanwhile (2321), …
    return data({ reply: submission.reply(), failure: upstreamFailure(error) }, { status: 422 });
  }
  return redirect(`${here}?done=saved`);
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AccountRegisteredPassengersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { passengers, editing, opened, removing, done, full, today } = loaderData;
  const here = hrefFor("account-registered-passengers", locale);
  const max = MAX_REGISTERED_PASSENGERS;
  const withQuery = (query: Record<string, string>) => `${here}?${new URLSearchParams(query)}`;
  const notice = useRef<HTMLParagraphElement>(null);
  const name = removing ? `${removing.firstName} ${removing.lastName}` : "";
  // After a save or a deletion the page is new: the keyboard lands on what happened.
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  return (
    <PageShell title={t`Registered passengers`} lead={t`People you travel with, saved for faster flight bookings.`}>
      {done && !actionData ? (
        <p ref={notice} tabIndex={-1} role="status" className="notice notice--success" data-testid="passengers-done">
          {done === "saved" ? <Trans>The passenger is saved.</Trans> : <Trans>The passenger is deleted.</Trans>}
        </p>
      ) : null}
      {actionData?.failure ? (
        <p role="alert" className="notice notice--error">
          {actionData.failure.code === 2322 ? (
            <Trans>An account can keep up to {max} passengers. Delete one to add another.</Trans>
          ) : (
            upstreamErrorMessage(i18n, locale, actionData.failure)
          )}
        </p>
      ) : null}
      {removing ? (
        <Form method="post" className="passenger-remove" aria-labelledby="passenger-remove-title">
          <h2 id="passenger-remove-title">
            <Trans>Delete {name}?</Trans>
          </h2>
          <p>
            <Trans>The passenger is removed from your account. Bookings already made are not changed.</Trans>
          </p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={removing.id} />
          <div className="passenger-editor__actions">
            <button type="submit" className="button button--danger">
              <Trans>Delete</Trans>
            </button>
            <Link to={here} className="button button--secondary">
              <Trans>Keep</Trans>
            </Link>
          </div>
        </Form>
      ) : null}
      {passengers.length > 0 ? (
        <PassengerList
          passengers={passengers}
          today={today}
          editHref={(id) => withQuery({ edit: id })}
          removeHref={(id) => withQuery({ remove: id })}
        />
      ) : null}
      {full ? (
        <p className="notice" data-testid="passengers-full">
          <Trans>You have saved {max} passengers, the most an account can keep. Delete one to add another.</Trans>
        </p>
      ) : editing === null ? (
        <p>
          <Link to={withQuery({ edit: "new" })} className="button button--primary">
            <Trans>Add a passenger</Trans>
          </Link>
        </p>
      ) : null}
      {editing !== null ? (
        <PassengerEditor
          key={editing === "new" ? "new" : editing.id}
          passenger={editing === "new" ? null : editing}
          today={today}
          lastResult={actionData?.reply}
          focusOnOpen={opened}
          cancelHref={passengers.length > 0 ? here : null}
        />
      ) : null}
    </PageShell>
  );
}
