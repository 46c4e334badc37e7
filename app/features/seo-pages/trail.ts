/**
 * The first steps of the landing pages' breadcrumb trails, named with messages that the header and
 * the section pages already use.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { SITE_NAME } from "~/lib/site";
import type { TrailStep } from "./crumbs";

export const homeStep: TrailStep = { name: SITE_NAME, page: "home" };

export const carRentalStep = (i18n: I18n): TrailStep => ({ name: i18n._(msg`Car rental`), page: "car-home" });

export const locationsStep = (i18n: I18n): TrailStep => ({
  name: i18n._(msg`Car rental locations`),
  page: "locations-car",
});

export const brandsStep = (i18n: I18n): TrailStep => ({ name: i18n._(msg`Rental car brands`), page: "car-brands" });

export const companiesStep = (i18n: I18n): TrailStep => ({
  name: i18n._(msg`Car rental companies`),
  page: "suppliers",
});

export const flightsStep = (i18n: I18n): TrailStep => ({ name: i18n._(msg`Flight tickets`), page: "flight-home" });

export const airlinesStep = (i18n: I18n): TrailStep => ({ name: i18n._(msg`Airlines`), page: "suppliers-flight" });
