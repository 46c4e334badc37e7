import type { ReactNode } from "react";
import type { FareRules } from "./fare-rules.server";

/** The fare rules of each booked flight (refund, change, baggage), under the page's own heading. */
export function FareRulesList({ id, heading, rules }: { id: string; heading: ReactNode; rules: readonly FareRules[] }) {
  return (
    <section aria-labelledby={id} className="fare-rules" data-testid="fare-rules">
      <h2 id={id}>{heading}</h2>
      {rules.map((rule) => (
        <div key={rule.itemId}>
          <h3>{rule.title}</h3>
          <ul>
            {rule.sentences.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
