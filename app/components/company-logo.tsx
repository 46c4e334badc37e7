import { LOGO_HEIGHT, type LogoSource } from "~/lib/car-images";

/**
 * A rental company's or airline's wordmark (SVG, public/images/logos) `height` px high with its
 * width in proportion (no layout shift). `name` is its text alternative unless the name is also
 * written beside it (`decorative`).
 */
export function CompanyLogo({
  logo,
  name,
  height = 24,
  decorative = false,
  lazy = false,
}: {
  logo: LogoSource;
  name: string;
  height?: number;
  decorative?: boolean;
  lazy?: boolean;
}) {
  return (
    <img
      src={logo.src}
      alt={decorative ? "" : name}
      width={Math.round((logo.width * height) / LOGO_HEIGHT)}
      height={height}
      className="company-logo"
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      data-testid="company-logo"
    />
  );
}
