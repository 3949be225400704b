import { Navigate, Outlet, useLocation } from "react-router";
import { guardRoute, type RouteAccess } from "../../core/routes";
import { useMe } from "../api/session";

/** Applies the core route rules; the root layout has already loaded the session. */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const { data: me } = useMe();
  const location = useLocation();
  const viewer = { signedIn: Boolean(me), isAdmin: me?.isAdmin ?? false };
  const decision = guardRoute(access, viewer, location.pathname + location.search);

  if (decision.kind === "redirect") return <Navigate to={decision.to} replace />;
  if (decision.kind === "denied") {
    return (
      <p role="alert" className="py-16 text-center text-lg font-medium">
        Access denied. Admin privileges required.
      </p>
    );
  }
  return <Outlet />;
}
