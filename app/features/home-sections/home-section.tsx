import type { ReactNode } from "react";

/** One section below the search form: a landmark named by its heading. */
export function HomeSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `home-section ${className}` : "home-section"} aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
