/**
 * schema.org objects for the landing pages' JSON-LD (docs/seo.md). Addresses are absolute; prices
 * are decimal strings in major units, as schema.org expects.
 */
import type { StructuredData } from "~/components/seo-head";
import { BEST_SCORE, WORST_SCORE } from "~/components/rating";

export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export interface Crumb {
  readonly name: string;
  /** Absolute address. */
  readonly href: string;
}

/** Minor units as a schema.org price: 80000 → "800.00". */
function priceValue(money: Money): string {
  return (money.amount / 100).toFixed(2);
}

export function breadcrumbList(crumbs: readonly Crumb[]): StructuredData {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.href,
    })),
  };
}

export function itemList(name: string, items: readonly Crumb[]): StructuredData {
  return {
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: item.href,
    })),
  };
}

/** The lowest daily rate as an aggregate offer (per day: a unit price specification). */
export function lowestDailyOffer(money: Money, offerCount?: number): StructuredData {
  return {
    "@type": "AggregateOffer",
    lowPrice: priceValue(money),
    priceCurrency: money.currency,
    ...(offerCount ? { offerCount } : {}),
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: priceValue(money),
      priceCurrency: money.currency,
      unitCode: "DAY",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "DAY" },
    },
  };
}

/** A company's rating out of 10 (docs/decisions/0011-rating-scale.md); none without reviews. */
export function aggregateRating(rating: { point: number; participants: number }): StructuredData | undefined {
  if (rating.participants === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: rating.point,
    reviewCount: rating.participants,
    bestRating: BEST_SCORE,
    worstRating: WORST_SCORE,
  };
}

/** Renting cars at a place: the place (with coordinates) and the starting price. */
export function rentalPlace(options: {
  name: string;
  url: string;
  description: string;
  kind: string;
  lat: number;
  lon: number;
  countryCode: string;
  iata?: string | null;
}): StructuredData {
  const type = options.kind === "airport" ? "Airport" : options.kind === "city" ? "City" : "Place";
  return {
    "@type": type,
    name: options.name,
    url: options.url,
    description: options.description,
    geo: { "@type": "GeoCoordinates", latitude: options.lat, longitude: options.lon },
    address: { "@type": "PostalAddress", addressCountry: options.countryCode },
    ...(options.iata ? { iataCode: options.iata } : {}),
  };
}

/** A product (car rental at a place, a brand's cars) with its lowest daily rate. */
export function rentalProduct(options: {
  name: string;
  url: string;
  description: string;
  lowest: Money;
  offerCount?: number;
  brand?: string;
  image?: string;
}): StructuredData {
  return {
    "@type": "Product",
    name: options.name,
    url: options.url,
    description: options.description,
    ...(options.brand ? { brand: { "@type": "Brand", name: options.brand } } : {}),
    ...(options.image ? { image: options.image } : {}),
    offers: lowestDailyOffer(options.lowest, options.offerCount),
  };
}

/** A FAQPage of the questions with their plain-text answers; nothing when there are none. */
export function faqPage(
  faqs: readonly { question: string; answerText: string }[] | null,
  url?: string,
): StructuredData[] {
  if (!faqs || faqs.length === 0) return [];
  return [
    {
      "@type": "FAQPage",
      ...(url ? { url } : {}),
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answerText },
      })),
    },
  ];
}
