import { Trans } from "@lingui/react/macro";
import type { ReservationGroup } from "./reservation-entries";

/** A booking's state in words: confirmed (ahead or under way), completed (over), cancelled. */
export function ReservationStatus({ group }: { group: ReservationGroup }) {
  return (
    <span className={`reservation-status reservation-status--${group}`} data-testid="booking-status">
      {group === "upcoming" ? (
        <Trans>Confirmed</Trans>
      ) : group === "past" ? (
        <Trans>Completed</Trans>
      ) : (
        <Trans>Cancelled</Trans>
      )}
    </span>
  );
}
