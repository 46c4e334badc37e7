import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SearchForm } from "~/features/car-search/search-form";
import { RichText } from "~/lib/cms/rich-text";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { summary } from "~/features/seo-pages/crumbs";
import {
  carLandingPage,
  catalogOptions,
  catalogOrNull,
  loadCompanies,
  notFound,
  plainText,
} from "~/features/seo-pages/seo-content.server";
import { FromPrice, SeoPage } from "~/features/seo-pages/seo-page";
import { aggregateRating } from "~/features/seo-pages/structured-data";
import { carRentalStep, companiesStep, homeStep } from "~/features/seo-pages/trail";
import { upstreamsContext } from "~/lib/request-context";
import { originFor } from "~/lib/seo";
import { parseSlugParams } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/company";
import { RatingSummary } from "~/components/rating";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * A rental company's profile (`/company/{slug}`, `/firma/{slug}`) from the content service's
 * companies: only companies with a profile have this page. Its car rental offers are on
 * `/suppliers/{slug}`.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { slug = "" } = parseSlugParams(request, params, ["slug"]);
  const page = carLandingPage(request, context, "company", { slug });
  const { seo } = page;
  const companies = await loadCompanies(context, seo, sanitizeRichText, { required: true });
  const company = companies?.find((entry) => entry.slug === slug);
  if (!company) throw notFound();
  const catalog = await catalogOrNull(seo, "supplier", () =>
    context.get(upstreamsContext).mainApi.catalog.supplier(company.slug, catalogOptions(seo)),
  );
  return {
    ...page,
    company: {
      slug: company.slug,
      name: company.name,
      logo: company.logo ?? null,
      description: company.description,
      summary: summary(plainText(company.description)),
    },
    supplier: catalog
      ? {
          fromDailyRate: catalog.supplier.fromDailyRate,
          rating: catalog.supplier.rating,
          offices: catalog.supplier.offices,
        }
      : null,
  };
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, company, supplier } = loaderData;
  const locale = seo.locale;
  const name = company.name;
  const origin = originFor(seo.origins, locale);
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[
        homeStep,
        carRentalStep(i18n),
        companiesStep(i18n),
        { name, page: "company", params: { slug: company.slug } },
      ]}
      heading={name}
      lead={t`Company profile and contact details.`}
      description={company.summary}
      structuredData={[
        {
          "@type": "Organization",
          name,
          url: addresses.canonical,
          description: company.summary,
          ...(company.logo ? { logo: `${origin}${company.logo}` } : {}),
          ...(supplier && supplier.rating.participants > 0
            ? { aggregateRating: aggregateRating(supplier.rating) }
            : {}),
        },
      ]}
    >
      <div className="seo-company">
        {company.logo ? <img src={company.logo} alt="" className="seo-logo" width={120} height={32} /> : null}
        {supplier ? (
          <p className="seo-rating">
            <RatingSummary rating={supplier.rating} localeTag={LOCALE_TAGS[locale]} />
          </p>
        ) : null}
      </div>
      <FromPrice price={supplier?.fromDailyRate ?? null} locale={locale} />
      <RichText html={company.description} as="section" className="rich-text seo-intro" />
      <p>
        <Link to={hrefFor("supplier", locale, { slug: company.slug })} className="button button--primary">
          {t`${name} car rental`}
        </Link>
      </p>
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
    </SeoPage>
  );
}
