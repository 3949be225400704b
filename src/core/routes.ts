export type RouteAccess = "public" | "user" | "admin" | "guest-only";

/** The route table of the SPA; the server repeats every rule that matters. */
export const ROUTE_ACCESS = {
  "/": "user",
  "/dashboard": "user",
  "/create": "user",
  "/gallery": "user",
  "/product/:id": "user",
  "/success": "user",
  "/profile": "user",
  "/settings": "user",
  "/admin": "admin",
  "/sign-in": "guest-only",
  "/sign-up": "guest-only",
  "/forgot-password": "public",
  "/reset-password": "public",
  /** The account-deletion e-mail's link (accounts without a password): the token is the proof. */
  "/delete-account": "public",
  /** Where confirmation mails lead; the server decides what the link may do in this browser. */
  "/confirm-email": "public",
  "/callback": "public",
  "/pricing": "public",
  "/legal/privacy": "public",
  /** Paddle's payment links (?_ptxn=txn_…), also in Paddle's e-mails: open to anyone holding one. */
  "/pay": "public",
  /** Simulated payments only: the local stand-ins for Paddle's checkout and customer portal. */
  "/checkout/simulated": "user",
  "/checkout/simulated/portal": "user",
} as const satisfies Record<string, RouteAccess>;

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
}

export type GuardDecision =
  | { kind: "render" }
  | { kind: "redirect"; to: string }
  | { kind: "denied" };

/**
 * What the router does with a viewer on a route. Anonymous users on login-required routes go to
 * /sign-up carrying where they were; signed-in users never see the sign-in forms again.
 */
export function guardRoute(access: RouteAccess, viewer: Viewer, location: string): GuardDecision {
  if (access === "public") return { kind: "render" };
  if (access === "guest-only") {
    return viewer.signedIn ? { kind: "redirect", to: safeRedirectTarget(redirectParam(location)) } : { kind: "render" };
  }
  if (!viewer.signedIn) return { kind: "redirect", to: signUpRedirect(location) };
  if (access === "admin" && !viewer.isAdmin) return { kind: "denied" };
  return { kind: "render" };
}

export function signUpRedirect(location: string): string {
  if (location === "/" || location === "") return "/sign-up";
  return `/sign-up?redirect=${encodeURIComponent(location)}`;
}

function redirectParam(location: string): string | null {
  const query = location.includes("?") ? location.slice(location.indexOf("?")) : "";
  return new URLSearchParams(query).get("redirect");
}

/** Only same-site paths are followed after sign-in; anything else goes home. */
export function safeRedirectTarget(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/";
  if (/^\/(sign-in|sign-up|callback)(\/|\?|$)/.test(target)) return "/";
  return target;
}
