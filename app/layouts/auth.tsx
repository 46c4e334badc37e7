import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

/** Short forms such as the reservation lookup: one centred card. */
export default function AuthLayout() {
  return (
    <SiteFrame layout="auth">
      <div className="card-layout">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
