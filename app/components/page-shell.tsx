import type { ReactNode } from "react";
import { SITE_NAME } from "~/lib/site";

/**
 * A page's document title and main heading. React hoists the <title> into <head>, so the title
 * is translated with the same i18n instance as the page.
 */
export function PageShell({
  title,
  titleLang,
  lead,
  children,
}: {
  title: string;
  /** The title's language tag where it is not the page's (a text from content not translated yet). */
  titleLang?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <div className="page">
        <h1 className="page__title" lang={titleLang}>
          {title}
        </h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
        {children}
      </div>
    </>
  );
}
