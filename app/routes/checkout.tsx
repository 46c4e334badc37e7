import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { msg } from "@lingui/core/macro";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { I18n } from "@lingui/core";
import { cancellationPolicyWords } from "~/components/cancellation-policy";
import { MessageDialog } from "~/components/message-dialog";
import { PageShell } from "~/components/page-shell";
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
  type CartLine,
} from "~/lib/analytics/checkout-events";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import { valueLabel } from "~/features/car-search/option-labels";
import { activeItem, loadStoredOrder } from "~/features/checkout/basket.server";
import { CheckoutSteps, type CheckoutStep, stepOf } from "~/features/checkout/checkout-steps";
import { driverSchema, invoiceSchema } from "~/features/checkout/checkout-forms";
import { type FieldErrorCode, type FieldErrors } from "~/features/checkout/field-errors";
import { DriverForm } from "~/features/checkout/driver-form";
import { InvoiceForm } from "~/features/checkout/invoice-form";
import type { BasketSummary } from "~/features/checkout/basket-summary";
import { OrderSummary } from "~/features/checkout/order-summary";
import type { InstallmentAnswer } from "~/features/checkout/payment-form";
import type { PaymentProblem } from "~/features/checkout/payment-errors";
import { PaymentProblemNotice, PaymentStep, paymentStepHandle } from "~/features/checkout/payment-step";
import {
  chargeOrder,
  checkoutProblemOf,
  checkoutSubmission,
  installmentsReply,
  i18nIn,
  loadAgreements,
  walletOffer,
  readPayment,
  refusedFields,
  refusedInvoiceFields,
} from "~/features/checkout/payment-step.server";
import { searchAgainQuery } from "~/features/checkout/search-again";
import { basketSummary, storedCar } from "~/features/checkout/summary.server";
import { carContractSlots } from "~/features/checkout/contract-slots.server";
import type { FormReply } from "~/lib/forms/submission";
import { clearedOrderCookie, orderCookie, readOrderId } from "~/lib/order-cookie";
import { i18nContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { upstreamCode, UpstreamError } from "~/lib/upstream-error";
import { isCampaignRefusal, type UpstreamFailure, upstreamFailure } from "~/lib/upstream-error-messages";
import { opaqueId } from "~/lib/url-schemas";
import { SITE_NAME } from "~/lib/site";
import { useHydrated } from "~/lib/use-hydrated";
import { pushAlert } from "~/stores/alerts";
import { useLocale } from "~/lib/use-locale";
import { $activeProductType, $order, $payment } from "~/stores/shop";
import { parseQuery } from "~/lib/validate-request.server";
import type { Locale } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { driverOf, type Order, type StoredDriver } from "~/lib/upstream-types";
import { invoiceDefaults } from "~/features/checkout/invoice-defaults";
import type { Route } from "./+types/checkout";

const checkoutQuery = z.object({
  orderId: z.optional(opaqueId),
  step: z.enum(["driver", "invoice", "payment"]).optional(),
});

/** Reasons an item leaves the basket that the traveller did not choose (the expired-item modal). */
const EXPIRED_REASONS = new Set(["search_expired", "offer_unavailable", "product_not_found", "sold_out"]);

/** The spec's texts of the expired-item modal, under the ids it names them by. */
const EXPIRED_TITLE = msg({ id: "basket_item_expired_modal_title", message: "This offer is no longer available" });
const EXPIRED_DESCRIPTION = msg({
  id: "basket_item_expired_modal_description",
  message:
    "The car you chose has been booked by someone else or its price has expired. Search again to see the current offers.",
});
const BACK_TO_SEARCH = msg({ id: "back_to_search_page", message: "Back to search" });

/** The contracts' slots: the driver and invoice address as the buyer, the rest from the summary. */
function contractSlots(order: Order, summary: BasketSummary, i18n: I18n, locale: Locale): Record<string, string> {
  const driver: Partial<StoredDriver> = driverOf(order.passengers) ?? {};
  const address = order.billing?.address;
  const policy = summary.cancellationPolicy;
  return carContractSlots(
    summary,
    {
      name: [driver.firstName, driver.lastName].filter(Boolean).join(" "),
      email: driver.email ?? "",
      phone: driver.phone ?? "",
      address: [address?.line, address?.district, address?.city, address?.country].filter(Boolean).join(", "),
    },
    // The same sentences as the checkout summary and the product page.
    policy ? cancellationPolicyWords(i18n, policy, locale).sentences.join(" ") : null,
    i18n,
    locale,
  );
}

export const handle = paymentStepHandle("payment");

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, checkoutQuery);
  const { locale } = context.get(requestInfoContext);
  const i18n = context.get(i18nContext);
  const storedId = readOrderId(request);
  const order = await loadStoredOrder(context, query.orderId ?? storedId);
  if (!order) {
    // 2102: the stored order id is forgotten (spec section 8).
    const headers = storedId ? { "Set-Cookie": clearedOrderCookie() } : undefined;
    return data({ state: "empty" as const }, { headers });
  }
  if (order.status !== "open") return { state: "completed" as const, reservationId: order.reservationId };
  const item = activeItem(order);
  if (!item) {
    const gone = order.items.findLast((candidate) => EXPIRED_REASONS.has(candidate.removedReason ?? ""));
    const again = gone ? searchAgainQuery(gone.product.searchRequest) : null;
    if (!gone) return { state: "empty" as const };
    return {
      state: "expired" as const,
      searchHref: again ? `${hrefFor("car-search", locale)}?${again}` : hrefFor("car-home", locale),
    };
  }
  const car = storedCar(item);
  const done = { driver: driverOf(order.passengers) !== undefined, invoice: Boolean(order.billing) };
  const step = stepOf(query.step, done);
  const changeHref = `${hrefFor("detail", locale)}?${new URLSearchParams({
    code: item.product.code,
    searchId: item.product.searchID,
    orderId: order.id,
  })}`;
  const summary = basketSummary(order, item, changeHref, (code) => valueLabel(i18n, code));
  const agreements =
    step === "payment"
      ? await loadAgreements(context, i18n, async (language) => {
          const words = await i18nIn(language, { locale, i18n });
          const inLanguage = basketSummary(order, item, changeHref, (code) => valueLabel(words, code));
          return contractSlots(order, inLanguage, words, language);
        })
      : [];
  const wallet =
    step === "payment" ? await walletOffer(context, { currency: order.currency, due: order.totals.due.amount }) : null;
  const driver: Partial<StoredDriver> = driverOf(order.passengers) ?? {};
  return {
    state: "open" as const,
    orderId: order.id,
    step,
    done,
    summary,
    minimumAge: car.details?.car?.rules?.minimumAge ?? 21,
    driverValues: { ...driver, phone: driver.phone?.replace(/^\+90/, "") ?? "" },
    invoiceValues: invoiceDefaults(order.billing, driver),
    // A new key for every showing of the payment form: a double click repeats one attempt, a
    // retry after a decline is a new one.
    idempotencyKey: crypto.randomUUID(),
    agreements,
    wallet,
  };
}

const CHECKOUT_INTENTS = ["driver", "invoice", "campaign", "campaign-remove", "installments", "pay"] as const;
type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

interface ActionResult {
  readonly intent: CheckoutIntent;
  /** The step's form: its errors by field and what was typed (never the card number or CVC). */
  readonly reply?: FormReply<FieldErrorCode>;
  /** The campaign code's error: the Main API's answer, not a form rule. */
  readonly errors?: FieldErrors;
  readonly problem?: PaymentProblem;
  /** "Show installment options" (no JavaScript): the plans for the typed card. */
  readonly plans?: InstallmentAnswer;
  /** A refused campaign code: the API's code and the unmet condition's values. */
  readonly campaignRefusal?: UpstreamFailure;
}

/** The result as the page reads it: one shape for every intent. */
const answer = (result: ActionResult) => result;

/** The Main API's complaints about the driver (3302: too young for the car) as the form's fields. */
function refusedDriverFields(error: unknown): Record<string, FieldErrorCode[]> {
  return {
    ...(upstreamCode(error) === 3302 ? { birthDate: ["tooYoung" as const] } : {}),
    ...refusedInvoiceFields(error, "driver."),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = context.get(requestInfoContext);
  const orders = context.get(upstreamsContext).mainApi.orders;
  const form = await request.formData();
  const asked = z.enum(CHECKOUT_INTENTS).safeParse(form.get("intent"));
  if (!asked.success) throw data(null, { status: 400 });
  const intent = asked.data;
  const orderId = new URL(request.url).searchParams.get("orderId") ?? readOrderId(request);
  if (!orderId || !opaqueId.safeParse(orderId).success) return redirect(hrefFor("checkout", locale));
  const stepHref = (step: CheckoutStep) => `${hrefFor("checkout", locale)}?${new URLSearchParams({ orderId, step })}`;
  const keep = { headers: { "Set-Cookie": orderCookie(orderId) } };
  try {
    switch (intent) {
      // Each details step: the form's own checks, then the Main API's, then the next step.
      case "driver": {
        const submission = checkoutSubmission(form, driverSchema);
        if (submission.status !== "success") return answer({ intent, reply: submission.reply() });
        const refused = await refusedFields(() => orders.passengers(orderId, submission.value), refusedDriverFields);
        if (refused) return answer({ intent, reply: submission.reply({ fieldErrors: refused }) });
        return redirect(stepHref("invoice"), keep);
      }
      case "invoice": {
        const submission = checkoutSubmission(form, invoiceSchema);
        if (submission.status !== "success") return answer({ intent, reply: submission.reply() });
        const refused = await refusedFields(() => orders.billing(orderId, submission.value), refusedInvoiceFields);
        if (refused) return answer({ intent, reply: submission.reply({ fieldErrors: refused }) });
        return redirect(stepHref("payment"), keep);
      }
      case "campaign":
      case "campaign-remove": {
        const code = intent === "campaign" ? String(form.get("campaignCode") ?? "").trim() : null;
        try {
          if (code !== null) await orders.checkCampaign(orderId, code);
          await orders.applyCampaign(orderId, code);
        } catch (error) {
          const code = upstreamCode(error);
          if (!isCampaignRefusal(code) && code !== 3300) throw error;
          // The unmet condition of the campaign's terms (2111–2117), said in the visitor's language.
          return answer({ intent, errors: { campaign: "campaign" }, campaignRefusal: upstreamFailure(error) });
        }
        return answer({ intent });
      }
      case "installments":
        return answer({ intent, ...(await installmentsReply(form, orders, orderId)) });
      case "pay": {
        const payment = readPayment(form);
        if (!payment.ok) return answer({ intent, reply: payment.reply });
        return await chargeOrder(request, locale, orders, orderId, payment);
      }
      default:
        throw data(null, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // Paying re-checks the applied campaign code: a condition no longer met is said beside the code.
    if (isCampaignRefusal(upstreamCode(error))) return answer({ intent, campaignRefusal: upstreamFailure(error) });
    return answer({ intent, problem: checkoutProblemOf(error, hrefFor("checkout", locale)) });
  }
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function Expired({ searchHref }: { searchHref: string }) {
  const { i18n, t } = useLingui();
  return (
    <PageShell title={t`Checkout`}>
      <MessageDialog
        type="info"
        title={i18n._(EXPIRED_TITLE)}
        description={i18n._(EXPIRED_DESCRIPTION)}
        ok={{ text: i18n._(BACK_TO_SEARCH), href: searchHref }}
      />
    </PageShell>
  );
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (loaderData.state === "empty") {
    return (
      <PageShell title={t`Checkout`} lead={t`Your basket is empty.`}>
        <p>
          <Link to={hrefFor("car-home", locale)}>
            <Trans>Search for a car</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.state === "completed") {
    return (
      <PageShell title={t`Checkout`} lead={t`This booking is already paid.`}>
        <p>
          <Link to={hrefFor("reservation-find", locale)}>
            <Trans>Find your booking</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.state === "expired") return <Expired searchHref={loaderData.searchHref} />;
  return <OpenCheckout data={loaderData} result={actionData} />;
}

type OpenCheckoutData = Extract<Route.ComponentProps["loaderData"], { state: "open" }>;

function cartLineOf(summary: BasketSummary): CartLine {
  return {
    code: summary.code,
    name: summary.car.name,
    vendor: summary.car.vendor,
    carClass: summary.car.carClass,
    carPackage: summary.car.carPackage,
    // As on the product page: the car's price with its service fee.
    price: summary.rental + summary.serviceFee,
    currency: summary.currency,
    extras: summary.extras,
  };
}

function OpenCheckout({
  data: loaderData,
  result,
}: {
  data: OpenCheckoutData;
  result: Route.ComponentProps["actionData"];
}) {
  const { t } = useLingui();
  const { step, done, summary } = loaderData;
  const line = cartLineOf(summary);
  usePushOnce(`begin_checkout:${summary.orderId}`, () => [beginCheckoutEvent(line, summary.campaignCode)]);
  usePushOnce(done.driver && step !== "driver" ? `add_shipping_info:${summary.orderId}` : null, () => [
    addShippingInfoEvent(line),
  ]);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!result || result.errors || result.problem) return;
    if (result.intent === "campaign") pushAlert("success", t`The campaign code has been applied.`);
    if (result.intent === "campaign-remove") pushAlert("info", t`The campaign code has been removed.`);
  }, [result, t]);
  useEffect(() => {
    $activeProductType.set("car");
    $order.set({
      id: summary.orderId,
      currency: summary.currency,
      total: summary.due,
      campaignCode: summary.campaignCode,
      item: {
        code: summary.code,
        name: summary.car.name,
        vendor: summary.car.vendor,
        carClass: summary.car.carClass,
        carPackage: summary.car.carPackage,
        price: summary.rental + summary.serviceFee,
        extras: summary.extras.map((extra) => ({ code: extra.code, quantity: extra.quantity })),
      },
    });
  }, [summary]);
  const replyTo = (...intents: CheckoutIntent[]) =>
    result && intents.includes(result.intent) ? result.reply : undefined;
  return (
    <div className="checkout">
      <title>{`${t`Complete your booking`} | ${SITE_NAME}`}</title>
      <h1 className="checkout__title">
        <Trans>Complete your booking</Trans>
      </h1>
      <CheckoutSteps current={step} done={done} orderId={loaderData.orderId} />
      {/* "expired": the page's data reloads into the expired-item modal right after. */}
      <PaymentProblemNotice problem={result?.problem} />
      {/* With JavaScript the alerts list announces it (see the effect above). */}
      {!hydrated && result?.intent === "campaign" && !result.errors ? (
        <p role="status" className="notice notice--success">
          <Trans>The campaign code has been applied.</Trans>
        </p>
      ) : null}
      <div className="checkout__body">
        <div className="checkout__step">
          {step === "driver" ? (
            <DriverForm
              defaultValues={loaderData.driverValues}
              lastResult={replyTo("driver")}
              minimumAge={loaderData.minimumAge}
            />
          ) : null}
          {step === "invoice" ? (
            <InvoiceForm defaultValues={loaderData.invoiceValues} lastResult={replyTo("invoice")} />
          ) : null}
          {step === "payment" ? (
            <PaymentStep
              orderId={loaderData.orderId}
              idempotencyKey={loaderData.idempotencyKey}
              due={summary.due}
              currency={summary.currency}
              wallet={loaderData.wallet}
              agreements={loaderData.agreements}
              result={result}
              onPay={(installments, paymentType) => {
                $payment.set({ paymentType, installments });
                pushDataLayer(addPaymentInfoEvent(line, installments));
              }}
            />
          ) : null}
        </div>
        <OrderSummary
          summary={summary}
          errors={result?.intent === "campaign" ? (result.errors ?? {}) : {}}
          campaignRefusal={result?.campaignRefusal}
        />
      </div>
    </div>
  );
}
