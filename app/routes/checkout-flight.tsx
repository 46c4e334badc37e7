import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { MessageDialog } from "~/components/message-dialog";
import { PageShell } from "~/components/page-shell";
import { loadStoredOrder } from "~/features/checkout/basket.server";
import { StepsNav } from "~/features/checkout/checkout-steps";
import { invoiceSchema } from "~/features/checkout/checkout-forms";
import type { FieldErrorCode } from "~/features/checkout/field-errors";
import { invoiceDefaults } from "~/features/checkout/invoice-defaults";
import { InvoiceForm } from "~/features/checkout/invoice-form";
import type { InstallmentAnswer } from "~/features/checkout/payment-form";
import type { PaymentProblem } from "~/features/checkout/payment-errors";
import { PaymentProblemNotice, PaymentStep, paymentStepHandle } from "~/features/checkout/payment-step";
import type { WalletOffer } from "~/features/checkout/wallet-choice";
import {
  chargeOrder,
  checkoutProblemOf,
  checkoutSubmission,
  installmentsReply,
  i18nIn,
  loadAgreements,
  walletOffer,
  type LoadedAgreement,
  readPayment,
  refusedFields,
  refusedInvoiceFields,
} from "~/features/checkout/payment-step.server";
import { flightCartLine } from "~/features/checkout/flight/cart-line";
import { flightContractSlots } from "~/features/checkout/flight/contract-slots.server";
import { recheckFare } from "~/features/checkout/flight/fare-check.server";
import { type FareRules, fareRulesOf } from "~/features/checkout/flight/fare-rules.server";
import { FareRulesList } from "~/features/checkout/flight/fare-rules-list";
import { basketFlights, lastFlightDate, partyOf, removedFlights } from "~/features/checkout/flight/flight-basket";
import { FLIGHT_STEPS, type FlightStep, flightStepOf } from "~/features/checkout/flight/flight-steps";
import { FlightOrderSummary } from "~/features/checkout/flight/flight-summary";
import { passengerDefaults } from "~/features/checkout/flight/passenger-defaults";
import { PassengersForm } from "~/features/checkout/flight/passengers-form";
import { passengersSchema } from "~/features/checkout/flight/passengers-schema";
import { savedChoices } from "~/features/checkout/flight/registered-fill";
import { filledReply, registeredPassengersOf } from "~/features/checkout/flight/registered-fill.server";
import { flightSearchAgain } from "~/features/checkout/flight/search-again";
import {
  flightBeginCheckoutEvent,
  flightPassengerInfoEvent,
  flightPaymentInfoEvent,
} from "~/lib/analytics/checkout-events";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import { formatMoney } from "~/lib/currency";
import { shopToday } from "~/lib/dates";
import type { FormReply } from "~/lib/forms/submission";
import { clearedOrderCookie, orderCookie, readOrderId } from "~/lib/order-cookie";
import { i18nContext, requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { SITE_NAME } from "~/lib/site";
import { invalidFields, UpstreamError } from "~/lib/upstream-error";
import { opaqueId } from "~/lib/url-schemas";
import { useLocale } from "~/lib/use-locale";
import { useMarkFlightCheckout } from "~/lib/flight-checkout-return";
import { parseQuery } from "~/lib/validate-request.server";
import type { Order } from "~/lib/upstream-types";
import { $activeProductType, $payment } from "~/stores/shop";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/checkout-flight";
import flightStylesheet from "~/styles/flight-checkout.css?url";
import registeredPassengersStylesheet from "~/styles/registered-passengers.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: flightStylesheet },
  // The "fill from registered passengers" control of the passengers step.
  { rel: "stylesheet", href: registeredPassengersStylesheet },
];

const flightCheckoutQuery = z.object({
  orderId: z.optional(opaqueId),
  step: z.enum(FLIGHT_STEPS).optional(),
});

/** Reasons a flight leaves the basket that the traveller did not choose (the expired-item modal). */
const EXPIRED_REASONS = new Set(["search_expired", "offer_unavailable", "product_not_found", "sold_out"]);
const EXPIRED_TITLE = msg({ id: "basket_item_expired_modal_title", message: "This offer is no longer available" });
const EXPIRED_DESCRIPTION = msg`The flight you chose is sold out or its fare has expired. Search again to see the current flights.`;
const BACK_TO_SEARCH = msg({ id: "back_to_search_page", message: "Back to search" });

export const handle = paymentStepHandle("flight_payment_info");

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, flightCheckoutQuery);
  const { locale } = context.get(requestInfoContext);
  const i18n = context.get(i18nContext);
  const orders = context.get(upstreamsContext).mainApi.orders;
  const storedId = readOrderId(request);
  let order = await loadStoredOrder(context, query.orderId ?? storedId);
  if (!order) {
    // 2102: the stored order id is forgotten (spec section 8).
    const headers = storedId ? { "Set-Cookie": clearedOrderCookie() } : undefined;
    return data({ state: "empty" as const }, { headers });
  }
  if (order.status !== "open") return { state: "completed" as const };
  const party = partyOf(order);
  let flights = basketFlights(order);
  const searchHref = (query: URLSearchParams | null) =>
    query ? `${hrefFor("flight-search", locale)}?${query}` : hrefFor("flight-home", locale);
  const expired = (gone: Order) => ({
    state: "expired" as const,
    searchHref: searchHref(flightSearchAgain(removedFlights(gone), party)),
  });
  if (flights.length === 0) {
    const gone = order.items.some((item) => EXPIRED_REASONS.has(item.removedReason ?? ""));
    return gone ? expired(order) : { state: "empty" as const };
  }
  const done = {
    passengers: order.passengers !== null && "passengers" in order.passengers,
    invoice: order.billing !== null,
  };
  const step = flightStepOf(query.step, done);
  let fareChange: { before: number; after: number } | null = null;
  let problem: PaymentProblem | null = null;
  let fareRules: FareRules[] = [];
  let agreements: LoadedAgreement[] = [];
  let wallet: WalletOffer | null = null;
  if (step === "flight_payment_info") {
    // The fare again before the card is typed: a new price is said now, not after paying.
    const check = await recheckFare(orders, order);
    if (check.kind === "gone") return expired(check.order);
    if (check.kind === "hold-limit") problem = "hold_limit";
    else {
      order = check.order;
      flights = basketFlights(order);
      if (check.kind === "changed") fareChange = { before: check.before, after: check.after };
    }
    fareRules = await fareRulesOf(context, i18n, flights);
    const [booked, legs, rules] = [order, flights, fareRules];
    agreements = await loadAgreements(context, i18n, async (language) => {
      if (language === locale) return flightContractSlots(booked, legs, rules, i18n, locale);
      const words = await i18nIn(language, { locale, i18n });
      return flightContractSlots(booked, legs, await fareRulesOf(context, words, legs), words, language);
    });
    wallet = await walletOffer(context, { currency: order.currency, due: order.totals.due.amount });
  }
  const stored = order.passengers !== null && "passengers" in order.passengers ? order.passengers : null;
  const firstTraveller = stored?.passengers[0];
  const partyDates = { party, today: shopToday(), lastFlightDate: lastFlightDate(flights) };
  const visitor = step === "passengers" ? await context.get(sessionContext).current() : undefined;
  const saved = await registeredPassengersOf(
    context.get(upstreamsContext).mainApi.passengers,
    Boolean(visitor && !visitor.anonymous),
  );
  return {
    state: "open" as const,
    orderId: order.id,
    step,
    done,
    flights,
    party,
    partyDates,
    savedPassengers: savedChoices(saved, partyDates),
    due: order.totals.due.amount,
    passengerValues: passengerDefaults(stored),
    invoiceValues: invoiceDefaults(order.billing, { ...firstTraveller, email: stored?.contact.email }),
    // A new key for every showing of the payment form: a double click repeats one attempt, a
    // retry after a decline is a new one.
    idempotencyKey: crypto.randomUUID(),
    agreements,
    wallet,
    fareRules,
    fareChange,
    problem,
    searchHref: searchHref(flightSearchAgain(flights, party)),
  };
}

const INTENTS = ["passengers", "invoice", "installments", "pay"] as const;
type Intent = (typeof INTENTS)[number];

interface ActionResult {
  readonly intent: Intent;
  readonly reply?: FormReply<FieldErrorCode>;
  readonly problem?: PaymentProblem;
  /** The fare moved while paying: nothing was charged; the page shows the new total. */
  readonly fareChange?: { readonly before: number; readonly after: number };
  readonly plans?: InstallmentAnswer;
}

const answer = (result: ActionResult) => result;

/** The Main API's complaints about the travellers ("passengers.1.tckn") as the form's fields. */
function refusedTravellerFields(error: unknown): Record<string, FieldErrorCode[]> {
  const errors: Record<string, FieldErrorCode[]> = {};
  for (const field of Object.keys(invalidFields(error))) {
    const traveller = /^passengers\.(\d+)\.(\w+)$/.exec(field);
    if (traveller) {
      const [, index, name] = traveller;
      errors[`p${index}_${name}`] = [name === "tckn" ? "tckn" : name === "passportNo" ? "passport" : "required"];
    } else if (field.startsWith("contact.")) {
      const name = field.slice("contact.".length);
      errors[name] = [name === "email" ? "email" : name === "phone" ? "phone" : "required"];
    }
  }
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = context.get(requestInfoContext);
  const orders = context.get(upstreamsContext).mainApi.orders;
  const form = await request.formData();
  const asked = z.enum(INTENTS).safeParse(form.get("intent"));
  if (!asked.success) throw data(null, { status: 400 });
  const intent = asked.data;
  const orderId = new URL(request.url).searchParams.get("orderId") ?? readOrderId(request);
  if (!orderId || !opaqueId.safeParse(orderId).success) return redirect(hrefFor("checkout-flight", locale));
  const stepHref = (step: FlightStep) =>
    `${hrefFor("checkout-flight", locale)}?${new URLSearchParams({ orderId, step })}`;
  const keep = { headers: { "Set-Cookie": orderCookie(orderId) } };
  try {
    switch (intent) {
      case "passengers": {
        const order = await loadStoredOrder(context, orderId);
        if (!order || order.status !== "open") return redirect(hrefFor("checkout-flight", locale));
        const flights = basketFlights(order);
        const dates = { party: partyOf(order), today: shopToday(), lastFlightDate: lastFlightDate(flights) };
        const filled = await filledReply(context.get(upstreamsContext).mainApi.passengers, form, dates);
        if (filled) return answer({ intent, reply: filled });
        const schema = passengersSchema(dates);
        const submission = checkoutSubmission(form, schema);
        if (submission.status !== "success") return answer({ intent, reply: submission.reply() });
        const errors = await refusedFields(() => orders.passengers(orderId, submission.value), refusedTravellerFields);
        if (errors) return answer({ intent, reply: submission.reply({ fieldErrors: errors }) });
        return redirect(stepHref("invoice"), keep);
      }
      case "invoice": {
        const submission = checkoutSubmission(form, invoiceSchema);
        if (submission.status !== "success") return answer({ intent, reply: submission.reply() });
        const errors = await refusedFields(() => orders.billing(orderId, submission.value), refusedInvoiceFields);
        if (errors) return answer({ intent, reply: submission.reply({ fieldErrors: errors }) });
        return redirect(stepHref("flight_payment_info"), keep);
      }
      case "installments":
        return answer({ intent, ...(await installmentsReply(form, orders, orderId)) });
      case "pay": {
        const payment = readPayment(form);
        const { reply } = payment;
        if (!payment.ok) return answer({ intent, reply });
        const order = await loadStoredOrder(context, orderId);
        if (!order || order.status !== "open") return redirect(hrefFor("checkout-flight", locale));
        // The fare once more right before charging: a hold that ran out since the page was shown
        // is priced again, and a new price is never charged without the traveller seeing it.
        const check = await recheckFare(orders, order);
        if (check.kind === "gone") return answer({ intent, reply, problem: "expired" });
        if (check.kind === "hold-limit") return answer({ intent, reply, problem: "hold_limit" });
        if (check.kind === "changed")
          return answer({ intent, reply, fareChange: { before: check.before, after: check.after } });
        return await chargeOrder(request, locale, orders, orderId, payment);
      }
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return answer({ intent, problem: checkoutProblemOf(error, hrefFor("checkout-flight", locale)) });
  }
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CheckoutFlightPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  useMarkFlightCheckout();
  if (loaderData.state === "empty") {
    return (
      <PageShell title={t`Flight checkout`} lead={t`Your basket is empty.`}>
        <p>
          <Link to={hrefFor("flight-home", locale)}>
            <Trans>Search for a flight</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.state === "completed") {
    return (
      <PageShell title={t`Flight checkout`} lead={t`This booking is already paid.`}>
        <p>
          <Link to={hrefFor("reservation-find", locale)}>
            <Trans>Find your booking</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.state === "expired") {
    return (
      <PageShell title={t`Flight checkout`}>
        <MessageDialog
          type="info"
          title={i18n._(EXPIRED_TITLE)}
          description={i18n._(EXPIRED_DESCRIPTION)}
          ok={{ text: i18n._(BACK_TO_SEARCH), href: loaderData.searchHref }}
        />
      </PageShell>
    );
  }
  return <OpenFlightCheckout data={loaderData} result={actionData} />;
}

type OpenData = Extract<Route.ComponentProps["loaderData"], { state: "open" }>;

/** A new fare: what it was, what it is now, and the traveller's two ways on. */
function FareChangeNotice({ change, searchHref }: { change: { before: number; after: number }; searchHref: string }) {
  const localeTag = LOCALE_TAGS[useLocale()];
  const before = formatMoney(change.before, "TRY", localeTag);
  const after = formatMoney(change.after, "TRY", localeTag);
  return (
    <div role="alert" className="notice notice--warning" data-testid="fare-changed">
      <p>
        <strong>
          <Trans>The fare has changed.</Trans>
        </strong>{" "}
        <Trans>
          The airline's price for your flights is now {after} instead of {before}. Nothing has been charged.
        </Trans>
      </p>
      <ul className="notice__actions">
        <li>
          <a href="#payment-title" className="button button--primary">
            <Trans>Pay the new price of {after}</Trans>
          </a>
        </li>
        <li>
          <Link to={searchHref} className="button button--secondary">
            <Trans>Back to the flight search</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

function OpenFlightCheckout({
  data: loaderData,
  result,
}: {
  data: OpenData;
  result: Route.ComponentProps["actionData"];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const { step, done, flights, party, orderId } = loaderData;
  const line = flightCartLine(flights, party.length);
  usePushOnce(`flight_begin_checkout:${orderId}`, () => [flightBeginCheckoutEvent(line)]);
  usePushOnce(done.passengers && step !== "passengers" ? `flight_add_passenger_info:${orderId}` : null, () => [
    flightPassengerInfoEvent(line),
  ]);
  useEffect(() => {
    $activeProductType.set("flight");
  }, []);
  const replyTo = (...intents: Intent[]) => (result && intents.includes(result.intent) ? result.reply : undefined);
  const problem = result?.problem ?? loaderData.problem;
  const fareChange = result?.fareChange ?? loaderData.fareChange;
  return (
    <div className="checkout">
      <title>{`${t`Complete your flight booking`} | ${SITE_NAME}`}</title>
      <h1 className="checkout__title">
        <Trans>Complete your flight booking</Trans>
      </h1>
      <StepsNav
        steps={FLIGHT_STEPS}
        labels={{ passengers: t`Passengers`, invoice: t`Invoice`, flight_payment_info: t`Payment` }}
        current={step}
        reachable={(candidate) => flightStepOf(candidate, done) === candidate}
        href={(candidate) =>
          `${hrefFor("checkout-flight", locale)}?${new URLSearchParams({ orderId, step: candidate })}`
        }
      />
      <PaymentProblemNotice problem={problem} />
      {fareChange && step === "flight_payment_info" ? (
        <FareChangeNotice change={fareChange} searchHref={loaderData.searchHref} />
      ) : null}
      <div className="checkout__body">
        <div className="checkout__step">
          {step === "passengers" ? (
            <PassengersForm
              partyDates={loaderData.partyDates}
              defaultValues={loaderData.passengerValues}
              lastResult={replyTo("passengers")}
              saved={loaderData.savedPassengers}
            />
          ) : null}
          {step === "invoice" ? (
            <InvoiceForm defaultValues={loaderData.invoiceValues} lastResult={replyTo("invoice")} />
          ) : null}
          {step === "flight_payment_info" ? (
            <>
              <FareRulesList id="fare-rules-title" heading={<Trans>Fare rules</Trans>} rules={loaderData.fareRules} />
              <PaymentStep
                orderId={orderId}
                idempotencyKey={loaderData.idempotencyKey}
                due={loaderData.due}
                currency="TRY"
                wallet={loaderData.wallet}
                agreements={loaderData.agreements}
                result={result}
                onPay={(installments, paymentType) => {
                  $payment.set({ paymentType, installments });
                  pushDataLayer(flightPaymentInfoEvent(line, installments));
                }}
              />
            </>
          ) : null}
        </div>
        <FlightOrderSummary flights={flights} party={party} due={loaderData.due} />
      </div>
    </div>
  );
}
