declare module "virtual:shop-route-message-files" {
  import type { Locale } from "~/routing/locales";
  /** Each route module of the browser build (`/assets/x.js`) and its message catalog per language. */
  const files: Readonly<Record<string, Partial<Record<Locale, string>>>>;
  export default files;
}
