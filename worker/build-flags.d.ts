// Build-time constants (vite.config.ts `define`); undefined, so false, in the Vitest projects.
interface ImportMetaEnv {
  /** True in the production build (CLOUDFLARE_ENV=production): development-only code is left out. */
  readonly SHOP_PRODUCTION_BUILD?: boolean;
}
