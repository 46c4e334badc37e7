import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { PassengerType } from "./passenger-rules";

const TYPE_NAMES = {
  adult: msg`Adult`,
  student: msg`Student`,
  child: msg`Child`,
  infant: msg`Infant`,
} as const;

/** "Adult", "Child", … in the page's language. */
export const passengerTypeName = (i18n: I18n, type: PassengerType) => i18n._(TYPE_NAMES[type]);

/** "2 adults, 1 child, 1 infant": the party in words. */
export function partyWords(i18n: I18n, party: readonly PassengerType[]): string {
  const count = (type: PassengerType) => party.filter((member) => member === type).length;
  const words = [
    count("adult") > 0 ? i18n._(msg`${plural(count("adult"), { one: "# adult", other: "# adults" })}`) : null,
    count("student") > 0 ? i18n._(msg`${plural(count("student"), { one: "# student", other: "# students" })}`) : null,
    count("child") > 0 ? i18n._(msg`${plural(count("child"), { one: "# child", other: "# children" })}`) : null,
    count("infant") > 0 ? i18n._(msg`${plural(count("infant"), { one: "# infant", other: "# infants" })}`) : null,
  ];
  return words.filter(Boolean).join(", ");
}
