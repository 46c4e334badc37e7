import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { RichText } from "~/lib/cms/rich-text";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { AboutPage, Loaded } from "./content-types";
import { ContentUnavailable, MetaDescription } from "./page-parts";

export type AboutPageName = "about-us" | "about-us-team" | "about-us-career" | "about-us-media" | "about-us-contact";

/** The "about us" pages, in menu order. */
function useAboutLinks(): { name: AboutPageName; label: string }[] {
  const { t } = useLingui();
  return [
    { name: "about-us", label: t`About us` },
    { name: "about-us-team", label: t`Our team` },
    { name: "about-us-career", label: t`Careers` },
    { name: "about-us-media", label: t`In the media` },
    { name: "about-us-contact", label: t`Corporate contact` },
  ];
}

function AboutNav({ current }: { current: AboutPageName }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav className="about-nav" aria-label={t`About us pages`}>
      <ul>
        {useAboutLinks().map((link) => (
          <li key={link.name}>
            <Link to={hrefFor(link.name, locale)} aria-current={link.name === current ? "page" : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An "about us" page from its content entry: title, rich-text body and the entry's lists (team
 * members, open positions, press coverage), each a section with a heading.
 */
export function AboutPageView({
  page,
  current,
  fallbackTitle,
  children,
}: {
  page: Loaded<AboutPage>;
  current: AboutPageName;
  fallbackTitle: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  if (page.state !== "ok") {
    return (
      <PageShell title={fallbackTitle}>
        <AboutNav current={current} />
        <ContentUnavailable />
        {children}
      </PageShell>
    );
  }
  const { title, description, body, members, openings, items } = page.value;
  return (
    <PageShell title={title}>
      <MetaDescription content={description} />
      <AboutNav current={current} />
      <div className="about-body">
        <RichText html={body} className="rich-text" />
      </div>
      {members.length > 0 ? (
        <section className="about-section" aria-labelledby="about-members">
          <h2 id="about-members">
            <Trans>Our people</Trans>
          </h2>
          <ul className="about-cards">
            {members.map((member) => (
              <li key={member.name} className="about-card">
                <p className="about-card__title">{member.name}</p>
                <p>{member.role}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {openings.length > 0 ? (
        <section className="about-section" aria-labelledby="about-openings">
          <h2 id="about-openings">
            <Trans>Open positions</Trans>
          </h2>
          <ul className="about-cards">
            {openings.map((opening) => (
              <li key={opening.title} className="about-card">
                <h3 className="about-card__title">{opening.title}</h3>
                <p>
                  {opening.location} · {opening.type}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {items.length > 0 ? (
        <section className="about-section" aria-labelledby="about-press">
          <h2 id="about-press">
            <Trans>Press coverage</Trans>
          </h2>
          <ul className="press-list">
            {items.map((item) => (
              <li key={item.url}>
                <a href={item.url} rel="noopener noreferrer">
                  {item.title}
                </a>{" "}
                <span className="press-list__meta">
                  {item.outlet}, {formatIsoDate(`${item.date}T12:00:00Z`, locale) ?? item.date}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {children}
    </PageShell>
  );
}
