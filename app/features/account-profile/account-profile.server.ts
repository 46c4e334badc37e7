/**
 * The account page's data and its forms' handling (docs/account.md). Every success redirects
 * back to the page with `done` (post, redirect, get: a reload sends nothing twice); a refusal
 * comes back as the form's reply or the Main API's failure, shown beside that form.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { mainApiCode } from "~/lib/upstream-error";
import { upstreamFailure } from "~/lib/upstream-error-messages";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import { CONSENT_CHANNELS } from "~/../shared/contract/main-api/accounts";
import type { ContactField } from "~/upstream/main-api-account";
import {
  addressForm,
  consentsForm,
  contactCodeForm,
  contactForm,
  nameForm,
  passwordForm,
  PROFILE_FIELD_MESSAGES,
  withdrawForm,
} from "./profile-forms";
import type { RouterContextProvider } from "react-router";
import type { ProfileFormResult } from "./profile-result";

/** What just happened (after a redirect), and the confirm step of the deletion without JavaScript. */
const DONE = ["name", "email", "phone", "address", "password", "consents", "withdrawn", "deletion"] as const;
export type Done = (typeof DONE)[number];
const pageQuery = z.object({ done: z.enum(DONE).optional(), delete: z.literal("confirm").optional() });

/** The section each outcome belongs to, so the browser lands on it. */
const SECTION_OF: Record<Done, string> = {
  name: "profile",
  email: "contact",
  phone: "contact",
  address: "address",
  password: "password",
  consents: "permissions",
  withdrawn: "permissions",
  deletion: "your-data",
};

export async function loadAccountPage(request: Request, context: Readonly<RouterContextProvider>) {
  const query = parseQuery(request, pageQuery);
  const account = context.get(upstreamsContext).mainApi.account;
  const [profile, address, consents, logins, deletion] = await Promise.all([
    account.profile(),
    account.address(),
    account.consents(),
    account.loginHistory(),
    account.deletionRequest(),
  ]);
  return {
    profile,
    address,
    consents,
    logins,
    deletion,
    done: query.done ?? null,
    confirmDelete: query.delete === "confirm",
  };
}

const answer = (result: ProfileFormResult, status = 400) => data(result, { status });
const failed = (form: ProfileFormResult["form"], error: unknown, field?: ContactField) => {
  if (mainApiCode(error) === null) throw error;
  return answer({ form, reply: null, failure: upstreamFailure(error), sent: null, ...(field ? { field } : {}) });
};
/** The contact form a post came from (its hidden `field`), to show its errors beside it. */
const contactFieldOf = (form: FormData): ContactField => (form.get("field") === "phone" ? "phone" : "email");

export async function handleAccountAction(request: Request, context: Readonly<RouterContextProvider>) {
  const account = context.get(upstreamsContext).mainApi.account;
  const here = hrefFor("account", context.get(requestInfoContext).locale);
  const done = (what: Done) => redirect(`${here}?done=${what}#${SECTION_OF[what]}`);
  const form = await request.formData();
  const read = <Schema extends $ZodType>(schema: Schema) =>
    parseSubmission(form, schema, PROFILE_FIELD_MESSAGES, "required");
  const refused = (name: ProfileFormResult["form"], reply: ProfileFormResult["reply"]) =>
    answer({ form: name, reply, failure: null, sent: null });

  switch (form.get("intent")) {
    case "name": {
      const submission = read(nameForm);
      if (submission.status !== "success") return refused("name", submission.reply());
      try {
        await context
          .get(upstreamsContext)
          .mainApi.accounts.registerComplete(submission.value.firstName, submission.value.lastName);
      } catch (error) {
        return failed("name", error);
      }
      // The header greets with the name in the access token: a new one carries the new name.
      await context.get(sessionContext).renew();
      return done("name");
    }
    case "contact": {
      const submission = read(contactForm);
      if (submission.status !== "success") {
        return answer({
          form: "contact",
          reply: submission.reply(),
          failure: null,
          sent: null,
          field: contactFieldOf(form),
        });
      }
      const { field, value } = submission.value;
      try {
        await account.sendContactCode(field, value);
      } catch (error) {
        return failed("contact", error, field);
      }
      return answer({ form: "contact", reply: null, failure: null, sent: { field, destination: value }, field }, 200);
    }
    case "contact-code": {
      const submission = read(contactCodeForm);
      if (submission.status !== "success") {
        // The code step stays open for the address it was sent to.
        const field = contactFieldOf(form);
        const destination = String(form.get("value") ?? "").slice(0, 254);
        return answer({
          form: "contact-code",
          reply: submission.reply(),
          failure: null,
          sent: { field, destination },
          field,
        });
      }
      const { field, value, code } = submission.value;
      try {
        await account.completeContactChange(field, value, code);
      } catch (error) {
        if (mainApiCode(error) === null) throw error;
        // The code step stays open with what went wrong (a wrong or expired code).
        return answer({
          form: "contact-code",
          reply: null,
          failure: upstreamFailure(error),
          sent: { field, destination: value },
          field,
        });
      }
      return done(field);
    }
    case "address": {
      const submission = read(addressForm);
      if (submission.status !== "success") return refused("address", submission.reply());
      const { intent: _intent, ...body } = submission.value;
      try {
        await account.saveAddress(body);
      } catch (error) {
        return failed("address", error);
      }
      return done("address");
    }
    case "password": {
      const submission = read(passwordForm);
      if (submission.status !== "success") {
        return refused(
          "password",
          submission.reply({ hideFields: ["currentPassword", "newPassword", "repeatPassword"] }),
        );
      }
      try {
        await account.changePassword({
          currentPassword: submission.value.currentPassword,
          newPassword: submission.value.newPassword,
        });
      } catch (error) {
        return failed("password", error);
      }
      return done("password");
    }
    case "consents": {
      const submission = read(consentsForm);
      if (submission.status !== "success") return refused("consents", submission.reply());
      const { current } = await account.consents();
      for (const channel of CONSENT_CHANNELS) {
        if (current[channel] !== submission.value[channel])
          await account.changeConsent(channel, submission.value[channel]);
      }
      return done("consents");
    }
    case "withdraw": {
      const submission = read(withdrawForm);
      if (submission.status !== "success") throw data(null, { status: 400 });
      await account.changeConsent(submission.value.channel, false);
      return done("withdrawn");
    }
    case "delete-account":
      await account.requestDeletion();
      return done("deletion");
    default:
      throw data(null, { status: 400 });
  }
}
