import { Outlet } from "react-router";
import { SiteFrame } from "~/components/site-frame";

export default function DefaultLayout() {
  return (
    <SiteFrame layout="default">
      <Outlet />
    </SiteFrame>
  );
}
