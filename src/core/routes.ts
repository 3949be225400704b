export type RouteAccess = "public" | "user" | "admin" | "guest-only";

/** The route table of the SPA; the server repeats every rule that matters. */
export const ROUTE_ACCESS = {
  "/": "user",
  "/dashboard": "user",
  "/create": "user",
  /** Many products from a CSV (issue 33): the upload, then one import's preview and progress. */
  "/create/import": "user",
  "/create/import/:id": "user",
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
  /** A listing-ready address's link: its mailbox owner may be anyone, signed in or not. */
  "/confirm-notification-email": "public",
  "/callback": "public",
  "/pricing": "public",
  /** The operator's policy pages: privacy, terms, refunds (any other name is the 404 page). */
  "/legal/:page": "public",
  /** Paddle's payment links (?_ptxn=txn_…), also in Paddle's e-mails: open to anyone holding one. */
  "/pay": "public",
  /** Simulated payments only: the local stand-ins for Paddle's checkout and customer portal. */
  "/checkout/simulated": "user",
  "/checkout/simulated/portal": "user",
  /** Mail written to files on a local app: the server answers only then, and only this machine (decision 057). */
  "/dev/mailbox": "public",
} as const satisfies Record<string, RouteAccess>;

export interface Viewer {
  signedIn: boolean;
  isAdmin: boolean;
}

export type GuardDecision = { kind: "render" } | { kind: "redirect"; to: string } | { kind: "denied" };

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

type RoutePath = keyof typeof ROUTE_ACCESS;

export const APP_NAME = "Listcraft";
export const NOT_FOUND_TITLE = "Page not found";

/** Each route's page name for the document title; the product page names itself after the product. */
export const ROUTE_TITLES = {
  "/": "Dashboard",
  "/dashboard": "Dashboard",
  "/create": "Create Product",
  "/create/import": "Import many products",
  "/create/import/:id": "Import many products",
  "/gallery": "Digital Product Gallery",
  "/product/:id": "Product",
  "/success": "Subscription",
  "/profile": "Profile",
  "/settings": "Settings",
  "/admin": "Admin",
  "/sign-in": "Sign in",
  "/sign-up": "Sign up",
  "/forgot-password": "Forgot password",
  "/reset-password": "Reset password",
  "/delete-account": "Delete account",
  "/confirm-email": "Confirm e-mail",
  "/confirm-notification-email": "Confirm listing e-mails",
  "/callback": "Signing in",
  "/pricing": "Pricing",
  "/legal/:page": "Legal",
  "/pay": "Secure checkout",
  "/checkout/simulated": "Test checkout",
  "/checkout/simulated/portal": "Your subscriptions",
  "/dev/mailbox": "Local mailbox",
} as const satisfies Partial<Record<RoutePath, string>>;

/** "<page> · Listcraft", or the bare name when the page has none. */
export function documentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** The page name for a path as the router matches it (case-insensitive, ":id" is one segment); other paths are the 404 page. */
export function routeTitle(pathname: string): string | null {
  const route = (Object.keys(ROUTE_ACCESS) as RoutePath[]).find((pattern) => matchesPattern(pattern, pathname));
  if (!route) return NOT_FOUND_TITLE;
  const titles: Partial<Record<RoutePath, string>> = ROUTE_TITLES;
  return titles[route] ?? null;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.split("/").filter(Boolean);
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(":") || part.toLowerCase() === have[i]?.toLowerCase());
}
