import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { z } from "zod";
import { MessageDialog } from "~/components/message-dialog";
import { addToCartEvent, type CartLine, viewItemEvent } from "~/lib/analytics/checkout-events";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { usePushOnce } from "~/lib/analytics/use-push-once";
import { PageShell } from "~/components/page-shell";
import { BookingForm, chosenExtras } from "~/features/car-search/detail/booking-form";
import {
  ImportantInformation,
  PackageChoice,
  ProductSummary,
  RentalContact,
} from "~/features/car-search/detail/detail-sections";
import { IncludedBlock } from "~/features/car-search/detail/included-block";
import { Reviews } from "~/features/car-search/detail/reviews";
import { loadReviews, reviewPages } from "~/features/car-search/detail/review-pages";
import { activeItem, loadStoredOrder, putCarInBasket } from "~/features/checkout/basket.server";
import { CAR_VIEWS, type CarView } from "~/lib/car-images";
import { currencyFor } from "~/lib/currency";
import { type MapsPlatform, mapsPlatform } from "~/lib/device/maps-link";
import { orderCookie, readOrderId } from "~/lib/order-cookie";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";
import { logUpstreamError, upstreamErrorMessage, type UpstreamFailure } from "~/lib/upstream-error-messages";
import type { CarProduct, ReviewList } from "~/lib/upstream-types";
import { SITE_NAME } from "~/lib/site";
import { opaqueId } from "~/lib/url-schemas";
import { $activeProductType } from "~/stores/shop";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { hrefFor } from "~/routing/route-table";
import { LOCALE_TAGS } from "~/routing/locales";
import offersStylesheet from "~/styles/offers.css?url";
import detailStylesheet from "~/styles/detail.css?url";
import type { Route } from "./+types/detail";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: offersStylesheet },
  { rel: "stylesheet", href: detailStylesheet },
];

const detailQuery = z.object({
  code: z.optional(opaqueId),
  searchId: z.optional(opaqueId),
  orderId: z.optional(opaqueId),
  // The gallery's view without JavaScript; anything else shows the side.
  view: z.enum(CAR_VIEWS).optional().catch(undefined),
});

/**
 * A product error the page explains: the Main API's code, said in the visitor's language
 * (app/lib/upstream-error-messages.ts); the server's own text goes to the log only.
 */
type ProductError = UpstreamFailure;

function productError(error: unknown, requestId: string): ProductError {
  logUpstreamError(requestId, "car product", error);
  return error instanceof UpstreamError && error.statusCode < 500 ? { code: error.code } : { code: null };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { code, searchId, orderId, view } = parseQuery(request, detailQuery);
  if (!code || !searchId) return { state: "none" as const };
  const { locale } = context.get(requestInfoContext);
  const mainApi = context.get(upstreamsContext).mainApi;
  const currency = currencyFor(request, locale);
  try {
    // The client retries a 3304 (re-quoted) once by itself.
    const product = await mainApi.getCarProduct({ code, searchId, currency });
    // Coming back from the checkout: the extras already in the basket are preselected.
    const order = await loadStoredOrder(context, orderId ?? readOrderId(request)).catch(() => null);
    const inBasket = order ? activeItem(order) : undefined;
    const initialQuantities = Object.fromEntries(
      inBasket && inBasket.product.code === code
        ? inBasket.children.map((child) => [child.product.code, child.quantity])
        : [],
    );
    const reviews = loadReviews(mainApi, product.details.car.vendor.id, reviewPages(new URL(request.url))).catch(
      () => null,
    );
    return {
      state: "product" as const,
      product,
      searchId,
      initialQuantities,
      reviews,
      view: view ?? "side",
      // Pages vary on the user agent already (worker/app.ts), so the link is chosen here.
      mapsPlatform: mapsPlatform(request.headers.get("user-agent") ?? ""),
    };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { state: "error" as const, error: productError(error, context.get(requestInfoContext).requestId) };
  }
}

const bookForm = z.object({ code: opaqueId, searchId: opaqueId });

/** "Continue to booking": the car and its extras go into the basket, then the checkout opens. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = bookForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data(null, { status: 400 });
  const { locale } = context.get(requestInfoContext);
  const mainApi = context.get(upstreamsContext).mainApi;
  try {
    const product = await mainApi.getCarProduct({ ...parsed.data, currency: currencyFor(request, locale) });
    const order = await putCarInBasket(request, context, {
      code: parsed.data.code,
      searchID: parsed.data.searchId,
      children: chosenExtras(form, product),
    });
    return redirect(`${hrefFor("checkout", locale)}?${new URLSearchParams({ orderId: order.id })}`, {
      headers: { "Set-Cookie": orderCookie(order.id) },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { error: productError(error, context.get(requestInfoContext).requestId) };
  }
}

/** Offer pages are per visitor and search: never indexed. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function ProductErrorDialog({ error }: { error: ProductError }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const home = hrefFor("home", locale);
  return (
    <MessageDialog
      type="error"
      title={t`This offer cannot be booked`}
      description={upstreamErrorMessage(i18n, locale, error)}
      ok={{ text: t`OK`, href: home, onClick: () => navigate(home) }}
    />
  );
}

export default function DetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (loaderData.state === "none") {
    return (
      <PageShell title={t`Offer details`} lead={t`Choose an offer from the search results to see its details.`}>
        <p>
          <Link to={hrefFor("car-home", locale)}>
            <Trans>Search for a car</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  if (loaderData.state === "error") {
    return (
      <PageShell title={t`Offer details`}>
        <ProductErrorDialog error={loaderData.error} />
      </PageShell>
    );
  }
  const { product, searchId, initialQuantities, reviews, view, mapsPlatform } = loaderData;
  return (
    <ProductPage
      product={product}
      searchId={searchId}
      initialQuantities={initialQuantities}
      reviews={reviews}
      view={view}
      mapsPlatform={mapsPlatform}
      error={actionData?.error ?? null}
    />
  );
}

/** The product as an analytics cart line, with the chosen extras. */
function cartLine(product: CarProduct, quantities: Readonly<Record<string, number>>): CartLine {
  const { car } = product.details;
  return {
    code: product.code,
    name: `${car.brand} ${car.model}`,
    vendor: car.vendor.displayName,
    carClass: car.class,
    carPackage: car.carPackage.name,
    price: product.pricing.display.total.amount.amount,
    currency: product.pricing.display.currency,
    extras: product.extraProducts
      .filter((extra) => (quantities[extra.code] ?? 0) > 0)
      .map((extra) => ({
        code: extra.code,
        name: extra.name,
        quantity: quantities[extra.code]!,
        total: extra.totalPerUnit.amount * quantities[extra.code]!,
      })),
  };
}

function ProductPage({
  product,
  searchId,
  initialQuantities,
  reviews,
  view,
  mapsPlatform,
  error,
}: {
  product: CarProduct;
  searchId: string;
  initialQuantities: Readonly<Record<string, number>>;
  reviews: Promise<ReviewList | null>;
  view: CarView;
  mapsPlatform: MapsPlatform;
  error: ProductError | null;
}) {
  usePushOnce(`view_item:${searchId}:${product.code}`, () => [viewItemEvent(cartLine(product, {}))]);
  useEffect(() => {
    $activeProductType.set("car");
  }, []);
  const { car } = product.details;
  const localeTag = LOCALE_TAGS[useLocale()];
  return (
    <div className="detail detail--wide">
      <title>{`${car.brand} ${car.model} · ${car.vendor.displayName} | ${SITE_NAME}`}</title>
      <ProductSummary product={product} view={view} />
      <IncludedBlock product={product} localeTag={localeTag} />
      <PackageChoice product={product} searchId={searchId} />
      {/* The form remounts per offer so quantities never carry over to another package's extras. */}
      <BookingForm
        key={product.code}
        product={product}
        searchId={searchId}
        initialQuantities={initialQuantities}
        onSubmitted={(quantities) => pushDataLayer(addToCartEvent(cartLine(product, quantities)))}
      />
      <ImportantInformation product={product} />
      <RentalContact product={product} mapsPlatform={mapsPlatform} />
      <Reviews reviews={reviews} company={product.details.car.vendor.displayName} />
      {error ? <ProductErrorDialog error={error} /> : null}
    </div>
  );
}
