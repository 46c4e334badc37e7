import { useLingui } from "@lingui/react/macro";
import "./flight-home.css";
import { RichText } from "~/lib/cms/rich-text";
import type { SafeHtml } from "~/lib/cms/safe-html";

export interface FlightGuide {
  readonly slug: string;
  readonly title: string;
  readonly body: SafeHtml;
}

/** Short guides to booking a flight (content service), each under its own heading. */
export function FlightGuidesSection({ guides }: { guides: readonly FlightGuide[] }) {
  const { t } = useLingui();
  if (guides.length === 0) return null;
  return (
    <section className="home-section flight-guides" aria-labelledby="flight-guides">
      <h2 id="flight-guides" className="home-section__title">
        {t`Good to know before you fly`}
      </h2>
      <div className="flight-guides__list">
        {guides.map((guide) => (
          <article key={guide.slug} className="flight-guide" aria-labelledby={`flight-guide-${guide.slug}`}>
            <h3 id={`flight-guide-${guide.slug}`}>{guide.title}</h3>
            <RichText html={guide.body} className="rich-text" />
          </article>
        ))}
      </div>
    </section>
  );
}
