import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { preloadOnIntent } from "./preload-intent";

const target = (to: LinkProps["to"]) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}`);

/** A Link whose page is preloaded on intent, through the queue that caps concurrent preloads at 4. */
export function PreloadLink(props: LinkProps) {
  return <Link {...preloadOnIntent(target(props.to))} {...props} />;
}

/** A NavLink whose page is preloaded on intent (see PreloadLink). */
export function PreloadNavLink(props: NavLinkProps) {
  return <NavLink {...preloadOnIntent(target(props.to))} {...props} />;
}
