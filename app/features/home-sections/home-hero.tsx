import type { ReactNode } from "react";
import { ResponsiveImage } from "~/components/responsive-image";

/** The hero scenes are drawn at 8:3; the srcset's largest candidate is 1536 CSS px wide. */
const HERO_SIZE = { width: 1536, height: 576 } as const;

/**
 * The top of a home page (docs/home.md): the page heading over a destination scene and the search
 * form. On a phone the scene is a short band behind the heading and the form follows at once; from
 * 1024 px the scene fills the hero, the heading on its start side, the form beside it. The scene is
 * the page's largest paint: eager, high priority, sized by the layout (never by its own loading).
 */
export function HomeHero({
  image,
  heading,
  lead,
  children,
}: {
  image: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className="home-hero">
      <div className="home-hero__banner">
        <ResponsiveImage
          src={image}
          alt=""
          {...HERO_SIZE}
          layout="fixed"
          // Layout comes from home.css (the scene covers its box), not unpic's inline size.
          unstyled
          sizes="(min-width: 1440px) 1408px, 100vw"
          priority
          className="home-hero__image"
          data-testid="hero-image"
        />
        <div className="home-hero__text">
          <h1 className="home-hero__title">{heading}</h1>
          <p className="home-hero__lead">{lead}</p>
        </div>
      </div>
      <div className="home-hero__form">{children}</div>
    </div>
  );
}
