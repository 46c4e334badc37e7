/** The shop's name as shown in titles, the logo and the footer. */
export const SITE_NAME = "RotaGo";
