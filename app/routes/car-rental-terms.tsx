import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { optionLabel } from "~/features/car-search/option-labels";
import { SearchForm } from "~/features/car-search/search-form";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { carSearchForm } from "~/features/seo-pages/form-dates";
import { carLandingPage, catalogOptions, catalogOrNull, loadFaqs } from "~/features/seo-pages/seo-content.server";
import { DailyPrice, FaqSection, ScrollTable, SeoPage, SeoSection } from "~/features/seo-pages/seo-page";
import { faqPage } from "~/features/seo-pages/structured-data";
import { carRentalStep, homeStep } from "~/features/seo-pages/trail";
import { formatMoney } from "~/lib/currency";
import { upstreamsContext } from "~/lib/request-context";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import stylesheet from "~/styles/seo-pages.css?url";
import type { Route } from "./+types/car-rental-terms";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/**
 * The rental terms: per class the minimum driver age, the deposit and the starting price (the
 * Main API's catalog), and the car rental questions and answers (content service FAQs).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = carLandingPage(request, context, "car-rental-terms");
  const { seo } = page;
  const [classes, faqs] = await Promise.all([
    catalogOrNull(seo, "classes", () => context.get(upstreamsContext).mainApi.catalog.classes(catalogOptions(seo))),
    loadFaqs(context, seo, "car", sanitizeRichText),
  ]);
  return { ...page, classes: classes?.classes ?? null, faqs };
}

export default function CarRentalTermsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { seo, addresses, classes, faqs } = loaderData;
  const locale = seo.locale;
  const localeTag = LOCALE_TAGS[locale];
  const heading = t`Car rental terms`;
  const description = t`Driver age, licence, deposit, mileage and what to bring when you pick up the car.`;
  return (
    <SeoPage
      seo={seo}
      addresses={addresses}
      trail={[homeStep, carRentalStep(i18n), { name: heading, page: "car-rental-terms" }]}
      heading={heading}
      lead={description}
      description={description}
      structuredData={faqPage(faqs, addresses.canonical)}
    >
      {classes && classes.length > 0 ? (
        <SeoSection id="seo-terms-classes" title={t`Age, deposit and price by car class`}>
          <ScrollTable label={t`Age, deposit and price by car class`}>
            <thead>
              <tr>
                <th scope="col">{t`Car class`}</th>
                <th scope="col">{t`Minimum driver age`}</th>
                <th scope="col">{t`Deposit`}</th>
                <th scope="col">{t`Price`}</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((item) => (
                <tr key={item.class}>
                  <th scope="row">{optionLabel(i18n, "c", item.class, undefined, seo.currency, localeTag)}</th>
                  <td>{item.minimumAge}</td>
                  <td>{formatMoney(item.deposit.amount, item.deposit.currency, localeTag)}</td>
                  <td>{item.fromDailyRate ? <DailyPrice price={item.fromDailyRate} locale={locale} /> : "–"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <p>
            {t`Deposits are for the base package; better cover lowers them. Each company's own conditions (licence, young drivers, mileage, one-way rentals) are on its page.`}{" "}
            <Link to={hrefFor("suppliers", locale)}>{t`Car rental companies`}</Link>
          </p>
        </SeoSection>
      ) : null}
      <FaqSection id="seo-terms-faqs" faqs={faqs} />
      <SearchForm {...carSearchForm(seo, loaderData.age)} />
    </SeoPage>
  );
}
