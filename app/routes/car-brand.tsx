import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { summary } from "~/features/seo-pages/crumbs";
import {
  carLandingPage,
  catalogOptions,
  catalogRequired,
  loadBrandTexts,
  loadLandingPages,
  plainText,
  withLandingPages,
} from "~/features/seo-pages/seo-content.server";
import {
  DailyPrice,
  FromPrice,
  placeLinks,
  ScrollTable,
  SeoLinkList,
  SeoPage,
  SeoSection,
  supplierLinks,
} from "~/features/seo-pages/seo-page";
import { itemList, lowestDailyOffer, rentalProduct } from "~/features/seo-pages/structured-data";
import { brandsStep, carRentalStep, homeStep } from "~/features/seo-pages/trail";
import { upstreamsContext } from "~/lib/request-context";
import { absoluteHref } from "~/lib/seo";
import { parseSlugParams } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/car-brand";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Places listed on a model page. */
const MODEL_PLACES_SHOWN = 12;

/**
 * A brand's page (`/car/brands/{brand}`) and a model's (`/car/brands/{brand}/{model}`). Which
 * brands and models exist is the inventory's business: the Main API's catalog answers 404 for
 * anything else. The brand's introduction comes from the content service when it has one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slugs = parseSlugParams(request, params, ["brand", "model"]);
  const brandSlug = slugs.brand ?? "";
  const catalog = context.get(upstreamsContext).mainApi.catalog;
  if (slugs.model) {
    const modelSlug = slugs.model;
    const page = carLandingPage(request, context, "car-brand", { brand: brandSlug, model: modelSlug });
    const { seo } = page;
    const [answer, texts, landing] = await Promise.all([
      catalogRequired(seo, "model", () => catalog.model(brandSlug, modelSlug, catalogOptions(seo))),
      loadBrandTexts(context, seo, sanitizeRichText),
      loadLandingPages(context, seo),
    ]);
    return {
      ...page,
      kind: "model" as const,
      brand: answer.brand,
      brandIntro: texts.get(brandSlug)?.intro ?? null,
      model: { ...answer.model, places: withLandingPages(answer.model.places.slice(0, MODEL_PLACES_SHOWN), landing) },
    };
  }
  const page = carLandingPage(request, context, "car-brand", { brand: brandSlug });
  const { seo } = page;
  const [answer, texts] = await Promise.all([
    catalogRequired(seo, "brand", () => catalog.brand(brandSlug, catalogOptions(seo))),
    loadBrandTexts(context, seo, sanitizeRichText),
  ]);
  const text = texts.get(brandSlug);
  return {
    ...page,
    kind: "brand" as const,
    brand: answer.brand,
    intro: text?.intro ?? null,
    metaDescription: text?.metaDescription ?? (text ? summary(plainText(text.intro)) : null),
  };
}

export default function CarBrandPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "model" ? <ModelPage data={loaderData} /> : <BrandPage data={loaderData} />;
}

type LoaderData = Route.ComponentProps["loaderData"];

function BrandPage({ data }: { data: Extract<LoaderData, { kind: "brand" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses, brand } = data;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const name = brand.name;
  const heading = t`Rent a ${name}`;
  const description = data.metaDescription ?? t`Rental offers for this car, with prices from every company.`;
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        carRentalStep(i18n),
        brandsStep(i18n),
        { name: brand.name, page: "car-brand", params: { brand: brand.slug } },
      ]}
      heading={heading}
      lead={t`Rental offers for this car, with prices from every company.`}
      description={description}
      structuredData={[
        ...(brand.fromDailyRate
          ? [
              rentalProduct({
                name: heading,
                url: addresses.canonical,
                description,
                brand: brand.name,
                lowest: brand.fromDailyRate,
                offerCount: brand.suppliers.length,
              }),
            ]
          : []),
        itemList(
          heading,
          brand.models.map((model) => ({
            name: `${brand.name} ${model.name}`,
            href: absoluteHref(seo.origins, "car-brand", locale, { brand: brand.slug, model: model.slug }),
          })),
        ),
      ]}
    >
      <FromPrice price={brand.fromDailyRate} locale={locale} />
      <SearchForm {...carSearchForm(seo, data.age)} />
      {data.intro ? <RichText html={data.intro} as="section" className="rich-text seo-intro" /> : null}
      <SeoSection id="seo-models" title={t`Models`}>
        <SeoLinkList
          locale={locale}
          links={brand.models.map((model) => ({
            to: hrefFor("car-brand", locale, { brand: brand.slug, model: model.slug }),
            name: `${brand.name} ${model.name}`,
            detail: model.class ? optionLabel(i18n, "c", model.class, undefined, seo.currency, localeTag) : undefined,
            price: model.fromDailyRate,
          }))}
        />
      </SeoSection>
      {brand.suppliers.length > 0 ? (
        <SeoSection id="seo-companies" title={t`Rental companies`}>
          <SeoLinkList locale={locale} links={supplierLinks(brand.suppliers, locale)} />
        </SeoSection>
      ) : null}
    </SeoPage>
  );
}

function ModelPage({ data }: { data: Extract<LoaderData, { kind: "model" }> }) {
  const { t, i18n } = useLingui();
  const { seo, addresses, brand, model } = data;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const name = `${brand.name} ${model.name}`;
  const heading = t`Rent a ${name}`;
  const price = model.fromDailyRate;
  const description = t`Rental offers for this car, with prices from every company.`;
  const first = model.variants[0];
  const label = (key: "c" | "t" | "f", value: string) =>
    optionLabel(i18n, key, value, undefined, seo.currency, localeTag);
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        carRentalStep(i18n),
        brandsStep(i18n),
        { name: brand.name, page: "car-brand", params: { brand: brand.slug } },
        { name, page: "car-brand", params: { brand: brand.slug, model: model.slug } },
      ]}
      heading={heading}
      lead={description}
      description={price ? `${name}: ${description}` : description}
      structuredData={[
        {
          "@type": "Car",
          name,
          url: addresses.canonical,
          description,
          brand: { "@type": "Brand", name: brand.name },
          model: model.name,
          ...(first
            ? {
                vehicleTransmission: first.transmission,
                fuelType: first.fuel,
                vehicleSeatingCapacity: first.seatCount,
              }
            : {}),
          ...(price ? { offers: lowestDailyOffer(price, model.suppliers.length) } : {}),
        },
      ]}
    >
      <FromPrice price={price} locale={locale} />
      <SearchForm {...carSearchForm(seo, data.age)} />
      <SeoSection id="seo-variants" title={t`Versions`}>
        <ScrollTable label={t`Versions`}>
          <thead>
            <tr>
              <th scope="col">{t`Car class`}</th>
              <th scope="col">{t`Transmission`}</th>
              <th scope="col">{t`Fuel`}</th>
              <th scope="col">{t`Seats`}</th>
              <th scope="col">{t`Minimum driver age`}</th>
              <th scope="col">{t`Price`}</th>
            </tr>
          </thead>
          <tbody>
            {model.variants.map((variant) => (
              <tr key={variant.id}>
                <td>{label("c", variant.class)}</td>
                <td>{label("t", variant.transmission)}</td>
                <td>{label("f", variant.fuel)}</td>
                <td>{variant.seatCount}</td>
                <td>{variant.minimumAge ?? "–"}</td>
                <td>{variant.fromDailyRate ? <DailyPrice price={variant.fromDailyRate} locale={locale} /> : "–"}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </SeoSection>
      {model.suppliers.length > 0 ? (
        <SeoSection id="seo-companies" title={t`Rental companies`}>
          <SeoLinkList locale={locale} links={supplierLinks(model.suppliers, locale)} />
        </SeoSection>
      ) : null}
      {model.places.length > 0 ? (
        <SeoSection id="seo-places" title={t`Where to rent it`}>
          <SeoLinkList locale={locale} links={placeLinks(model.places, locale)} />
        </SeoSection>
      ) : null}
      {data.brandIntro ? (
        <SeoSection id="seo-brand" title={brand.name}>
          <RichText html={data.brandIntro} className="rich-text" />
          <p>
            <Link to={hrefFor("car-brand", locale, { brand: brand.slug })}>{t`All ${brand.name} rental cars`}</Link>
          </p>
        </SeoSection>
      ) : null}
    </SeoPage>
  );
}
