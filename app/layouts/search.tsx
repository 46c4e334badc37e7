import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

/** Listing pages: full-width results area; filters and the settings dialog live in the page. */
export default function SearchLayout() {
  return (
    <SiteFrame layout="search">
      <Outlet />
    </SiteFrame>
  );
}
