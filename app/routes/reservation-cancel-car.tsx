import { CancelBookingPage } from "~/features/cancel-booking/cancel-booking";
import { cancelAction, cancelLoader } from "~/features/cancel-booking/cancel.server";
import stylesheet from "~/styles/cancel.css?url";
import type { Route } from "./+types/reservation-cancel-car";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** `/reservation/cancel/car?orderId=` (docs/cancel-and-wallet.md): the refund preview, then the cancel. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cancelLoader(request, context, "car");
}

export function action({ request, context }: Route.ActionArgs) {
  return cancelAction(request, context, "car");
}

export default function ReservationCancelCarPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CancelBookingPage kind="car" booking={loaderData.booking} result={actionData} />;
}
