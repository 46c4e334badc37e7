import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

/** Bank return pages and printable documents: no header or footer. */
export default function EmptyLayout() {
  return (
    <SiteFrame layout="empty" header="none" footer={false}>
      <Outlet />
    </SiteFrame>
  );
}
