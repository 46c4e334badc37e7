import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { redirect, redirectDocument, type RouterContextProvider } from "react-router";
import type { $ZodType } from "zod/v4/core";
import { createI18n } from "~/i18n/i18n";
import { loadLegalText, type SlotsIn } from "~/lib/cms/legal-text.server";
import { parseSubmission } from "~/lib/forms/submission";
import { clearedOrderCookie } from "~/lib/order-cookie";
import { invalidFields, isUpstreamError, upstreamCode } from "~/lib/upstream-error";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import type { Locale } from "~/routing/locales";
import type { MainApiClient } from "~/upstream/main-api";
import { hrefFor } from "~/routing/route-table";
import { CARD_SECRETS, installmentsRequestSchema, paymentSchema } from "./checkout-forms";
import { FIELD_ERROR_MESSAGES, type FieldErrorCode } from "./field-errors";
import { installmentAnswer } from "./installments.server";
import { paymentProblemOf, type PaymentProblem } from "./payment-errors";
import type { WalletOffer } from "./wallet-choice";

type Orders = MainApiClient["orders"];
type FieldErrorsByName = Record<string, FieldErrorCode[]>;

/** Every checkout form's post read against its schema, with the checkout's error codes. */
export const checkoutSubmission = <Schema extends $ZodType>(form: FormData, schema: Schema) =>
  parseSubmission(form, schema, FIELD_ERROR_MESSAGES, "required");

/** Saves a step; the fields the Main API refused (named by `fields`), or null once it is saved. */
export async function refusedFields(
  save: () => Promise<unknown>,
  fields: (error: unknown) => FieldErrorsByName,
): Promise<FieldErrorsByName | null> {
  try {
    await save();
    return null;
  } catch (error) {
    const errors = fields(error);
    if (Object.keys(errors).length === 0) throw error;
    return errors;
  }
}

/** The Main API's complaints about the invoice ("address.line", "taxNumber") as the form's fields. */
export function refusedInvoiceFields(error: unknown, prefix = ""): FieldErrorsByName {
  const errors: FieldErrorsByName = {};
  for (const field of Object.keys(invalidFields(error))) {
    const name = field.replace(prefix, "").replace(/^address\./, "");
    const key = name === "line" ? "addressLine" : name;
    errors[key] = [key === "tckn" ? "tckn" : key === "taxNumber" ? "vkn" : key === "email" ? "email" : "required"];
  }
  return errors;
}

const AGREEMENTS = [
  ["pre-information-form", "on-bilgilendirme-formu", msg`pre-information form`],
  ["distance-sales-contract", "mesafeli-satis-sozlesmesi", msg`distance sales contract`],
] as const;

/**
 * The two contracts the payment step asks to accept, filled with the order (`slotsIn`, in the
 * language each text comes in). On a page in another language than Turkish each comes with its
 * Turkish text, the binding one; `turkish` is undefined on a Turkish page.
 */
export function loadAgreements(context: Readonly<RouterContextProvider>, i18n: I18n, slotsIn: SlotsIn) {
  const { locale } = context.get(requestInfoContext);
  const built = new Map<Locale, ReturnType<SlotsIn>>();
  const slots: SlotsIn = (language) => {
    const known = built.get(language) ?? slotsIn(language);
    built.set(language, known);
    return known;
  };
  return Promise.all(
    AGREEMENTS.map(async ([id, slug, title]) => ({
      id,
      title: i18n._(title),
      text: await loadLegalText(context, slug, slots),
      turkish: locale === "tr" ? undefined : await loadLegalText(context, slug, slots, "tr"),
    })),
  );
}

/** The i18n of a contract's language: the page's own, or another loaded for the contract. */
export const i18nIn = async (language: Locale, page: { locale: Locale; i18n: I18n }) =>
  language === page.locale ? page.i18n : await createI18n(language);

export type LoadedAgreement = Awaited<ReturnType<typeof loadAgreements>>[number];

/**
 * "Show installment options" without JavaScript: the plans for the typed card (typed again to pay),
 * for what is left after the wallet's part when the traveller chose to use it.
 */
export async function installmentsReply(form: FormData, orders: Orders, orderId: string) {
  const submission = checkoutSubmission(form, installmentsRequestSchema);
  const reply = submission.reply({ hideFields: CARD_SECRETS });
  if (submission.status !== "success") return { reply };
  const { cardNumber, walletAmount } = submission.value;
  return { reply, plans: await installmentAnswer(orders.installmentInfo, orderId, cardNumber, walletAmount) };
}

/**
 * The wallet a signed-in traveller can pay with (TRY orders only, as the Main API's wallet), or
 * null: nobody signed in, no balance, another currency, or the balance cannot be read right now
 * (the card pays as before).
 */
export async function walletOffer(
  context: Readonly<RouterContextProvider>,
  order: { readonly currency: string; readonly due: number },
): Promise<WalletOffer | null> {
  if (order.currency !== "TRY" || order.due <= 0) return null;
  const visitor = await context.get(sessionContext).current();
  if (!visitor || visitor.anonymous) return null;
  try {
    const { balance } = await context.get(upstreamsContext).mainApi.cancellation.wallet();
    return balance.amount > 0 ? { balance: balance.amount, amount: Math.min(balance.amount, order.due) } : null;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return null;
  }
}

/** The pay form read: the card, plan and contracts with the attempt's key, or the form's errors. */
export function readPayment(form: FormData) {
  const submission = checkoutSubmission(form, paymentSchema(new Date()));
  const idempotencyKey = String(form.get("idempotencyKey") ?? "");
  const reply = submission.reply({ hideFields: CARD_SECRETS });
  if (submission.status !== "success" || !/^[\w-]{8,64}$/.test(idempotencyKey)) return { ok: false as const, reply };
  return { ok: true as const, reply, paid: submission.value, idempotencyKey };
}

/**
 * Records the accepted contracts and charges the card and/or the wallet: a 3-D Secure challenge is a
 * document redirect to the bank (it posts back to /checkout/control), a direct approval (or the
 * wallet alone) opens the result. The Main API checks the wallet part against the balance and the
 * total (2206) and that a card pays whatever is left.
 */
export async function chargeOrder(
  request: Request,
  locale: Locale,
  orders: Orders,
  orderId: string,
  payment: Extract<ReturnType<typeof readPayment>, { ok: true }>,
) {
  const { paid, idempotencyKey } = payment;
  await orders.accept(orderId, paid.accepted);
  const returnUrl = new URL(hrefFor("checkout-control", locale), request.url).toString();
  const charged = await orders.charge({
    orderId,
    idempotencyKey,
    card: paid.card,
    installments: paid.installments,
    walletAmount: paid.walletAmount,
    returnUrl,
  });
  if (charged.payment.status === "challenge" && charged.payment.redirect) {
    return redirectDocument(charged.payment.redirect.url);
  }
  return redirect(`${hrefFor("checkout-control", locale)}?${new URLSearchParams({ payment: charged.payment.id })}`);
}

/**
 * A refused checkout call as the problem the page explains. 2104: the item left the basket (the
 * page reloads into its expired-item modal); 2102: the order is forgotten, so the cookie goes and
 * the visitor starts over at `emptyHref`.
 */
export function checkoutProblemOf(error: unknown, emptyHref: string): PaymentProblem {
  const code = upstreamCode(error);
  if (code === 2104) return "expired";
  if (code === 2102) throw redirect(emptyHref, { headers: { "Set-Cookie": clearedOrderCookie() } });
  return paymentProblemOf(error);
}
