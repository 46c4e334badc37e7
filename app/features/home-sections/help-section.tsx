import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { RichText } from "~/lib/cms/rich-text";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { HomeFaq } from "./home-content";
import { HomeSection } from "./home-section";

/** A few frequently asked questions, each answer behind its question. */
export function HelpSection({ faqs }: { faqs: readonly HomeFaq[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <HomeSection id="home-help" className="home-section--wide" title={t`Help`}>
      <div className="home-faqs">
        {faqs.map((faq) => (
          <details key={faq.id} className="home-faq">
            <summary className="home-faq__question">{faq.question}</summary>
            <div className="home-faq__answer">
              <RichText html={faq.answer} className="rich-text" />
            </div>
          </details>
        ))}
      </div>
      <p className="home-section__more">
        <Trans>
          More questions? <Link to={hrefFor("contact", locale)}>Contact us</Link>, we answer around the clock.
        </Trans>
      </p>
    </HomeSection>
  );
}
