import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

/**
 * Sign-in and similar steps: logo only, no menus to wander off into, one centred card; the footer
 * keeps only the legal texts and the seller's identity.
 */
export default function ChangeLayout() {
  return (
    <SiteFrame layout="change" header="minimal" footer="legal">
      <div className="card-layout">
        <Outlet />
      </div>
    </SiteFrame>
  );
}
