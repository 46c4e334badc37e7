/** The flight checkout's steps (spec section 2: passenger information, invoice, flight_payment_info). */
export const FLIGHT_STEPS = ["passengers", "invoice", "flight_payment_info"] as const;
export type FlightStep = (typeof FLIGHT_STEPS)[number];

export interface FlightStepsDone {
  readonly passengers: boolean;
  readonly invoice: boolean;
}

/** The step to show: the one asked for when the steps before it are done, else the first one missing. */
export function flightStepOf(wanted: FlightStep | undefined, done: FlightStepsDone): FlightStep {
  const firstMissing: FlightStep = !done.passengers ? "passengers" : !done.invoice ? "invoice" : "flight_payment_info";
  if (!wanted) return firstMissing;
  return FLIGHT_STEPS.indexOf(wanted) <= FLIGHT_STEPS.indexOf(firstMissing) ? wanted : firstMissing;
}
