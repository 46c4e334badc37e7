import type { CarPictureSubject } from "~/lib/car-images";
import type { CancellationPolicy } from "~/lib/upstream-types";
import type { OfficeTimeZones } from "./after-payment";

/** What the summary shows of the basket (built by the checkout loader from the order). */
export interface BasketSummary {
  readonly orderId: string;
  /** The offer code of the car in the basket. */
  readonly code: string;
  readonly currency: string;
  readonly car: {
    readonly name: string;
    /** What the car's picture is chosen by (null when the stored product does not say). */
    readonly picture: CarPictureSubject | null;
    readonly vendor: string;
    /** The rental company's id: its logo. */
    readonly vendorId: string;
    readonly carClass: string;
    readonly carPackage: string;
    readonly pickup: string;
    readonly dropoff: string;
    readonly pickupOffice: string;
    /** The return office, when it is another than the pickup's (empty otherwise). */
    readonly returnOffice: string;
    readonly days: number;
    /** The offices' zones: pickup and return are wall-clock times there, and every page names the zone. */
    readonly timeZones: OfficeTimeZones | null;
  };
  /** The rental without extras and without the service fee. */
  readonly rental: number;
  readonly serviceFee: number;
  /** The offer's cancellation rule (null for an item stored before the Main API gave it). */
  readonly cancellationPolicy: CancellationPolicy | null;
  readonly extras: readonly {
    readonly code: string;
    readonly name: string;
    readonly quantity: number;
    readonly total: number;
  }[];
  readonly discount: number;
  readonly credit: number;
  readonly total: number;
  readonly due: number;
  readonly campaignCode: string | null;
  readonly changeHref: string;
}
