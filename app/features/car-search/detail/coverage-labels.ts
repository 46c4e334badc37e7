import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What a package includes, by the inventory's coverage code. */
export const COVERAGE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  "third-party-liability": msg`Third-party liability insurance`,
  "collision-damage-waiver-with-excess": msg`Collision damage waiver (with excess)`,
  "collision-damage-waiver": msg`Collision damage waiver (no excess)`,
  "theft-protection": msg`Theft protection`,
  "glass-and-tyres": msg`Glass and tyre cover`,
  "personal-accident": msg`Personal accident insurance`,
  "additional-driver": msg`Additional driver`,
};
