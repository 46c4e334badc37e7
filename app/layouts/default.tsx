import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

export default function DefaultLayout() {
  return (
    <SiteFrame layout="default">
      <Outlet />
    </SiteFrame>
  );
}
