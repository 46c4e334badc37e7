import { BRAND } from "../../shared/brand";

/** The shop's name as shown in titles, the logo and the footer. */
export const SITE_NAME = BRAND.name;
