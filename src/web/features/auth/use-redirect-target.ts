import { useSearchParams } from "react-router";
import { safeRedirectTarget } from "../../../core/routes";

/** The `redirect` query parameter of the auth pages: where to go afterwards, kept across their links. */
export function useRedirectTarget() {
  const [params] = useSearchParams();
  const redirect = params.get("redirect");
  return {
    redirect,
    target: safeRedirectTarget(redirect),
    withRedirect: (path: string) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path),
  };
}
