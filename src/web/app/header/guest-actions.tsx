import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useRedirectTarget } from "../../features/auth/use-redirect-target";

/** Sign In / Sign Up for visitors; both keep a pending `redirect` so the user still lands where they meant to. */
export function GuestActions() {
  const { withRedirect } = useRedirectTarget();
  return (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to={withRedirect("/sign-in")}>Sign In</Link>
      </Button>
      <Button asChild size="sm">
        <Link to={withRedirect("/sign-up")}>Sign Up</Link>
      </Button>
    </>
  );
}
