import type { ComponentType } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { ROUTE_ACCESS } from "../../core/routes";
import { SessionLoading } from "./session-loading";
import { RouteErrorBoundary } from "./error-boundary";
import { RootLayout } from "./root-layout";
import { RouteGuard } from "./route-guard";

type RoutePath = keyof typeof ROUTE_ACCESS;
type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Each page is its own chunk, fetched the first time its route is visited. */
function page(load: () => Promise<ComponentType>): LazyPage {
  return async () => ({ Component: await load() });
}

const dashboard = page(() => import("../routes/dashboard").then((m) => m.DashboardPage));
const createImport = page(() => import("../routes/create-import").then((m) => m.CreateImportPage));

const PAGES: Record<RoutePath, LazyPage> = {
  "/": dashboard,
  "/dashboard": dashboard,
  "/create": page(() => import("../routes/create").then((m) => m.CreatePage)),
  "/create/import": createImport,
  "/create/import/:id": createImport,
  "/gallery": page(() => import("../routes/gallery").then((m) => m.GalleryPage)),
  "/product/:id": page(() => import("../routes/product").then((m) => m.ProductPage)),
  "/success": page(() => import("../routes/success").then((m) => m.SuccessPage)),
  "/profile": page(() => import("../routes/profile").then((m) => m.ProfilePage)),
  "/settings": page(() => import("../routes/settings").then((m) => m.SettingsPage)),
  "/admin": page(() => import("../routes/admin").then((m) => m.AdminPage)),
  "/sign-in": page(() => import("../routes/sign-in").then((m) => m.SignInPage)),
  "/sign-up": page(() => import("../routes/sign-up").then((m) => m.SignUpPage)),
  "/forgot-password": page(() => import("../routes/forgot-password").then((m) => m.ForgotPasswordPage)),
  "/reset-password": page(() => import("../routes/reset-password").then((m) => m.ResetPasswordPage)),
  "/delete-account": page(() => import("../routes/delete-account").then((m) => m.DeleteAccountPage)),
  "/confirm-email": page(() => import("../routes/confirm-email").then((m) => m.ConfirmEmailPage)),
  "/confirm-notification-email": page(() => import("../routes/confirm-notification-email").then((m) => m.ConfirmNotificationEmailPage)),
  "/callback": page(() => import("../routes/callback").then((m) => m.CallbackPage)),
  "/pricing": page(() => import("../routes/pricing").then((m) => m.PricingPage)),
  "/legal/:page": page(() => import("../routes/legal").then((m) => m.LegalPage)),
  "/pay": page(() => import("../routes/pay").then((m) => m.PayPage)),
  "/checkout/simulated": page(() => import("../routes/simulated-checkout").then((m) => m.SimulatedCheckoutPage)),
  "/checkout/simulated/portal": page(() => import("../routes/simulated-portal").then((m) => m.SimulatedPortalPage)),
  "/dev/mailbox": page(() => import("../routes/dev-mailbox").then((m) => m.DevMailboxPage)),
};

const guardedRoutes: RouteObject[] = (Object.keys(PAGES) as RoutePath[]).map((path) => ({
  path,
  element: <RouteGuard access={ROUTE_ACCESS[path]} />,
  children: [{ index: true, lazy: PAGES[path] }],
}));

/** The app's routes; the browser router and the build's prerender (web/prerender.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <SessionLoading />,
    children: [
      {
        // Page errors render inside the layout, keeping the header and footer.
        errorElement: <RouteErrorBoundary />,
        children: [...guardedRoutes, { path: "*", lazy: page(() => import("../routes/not-found").then((m) => m.NotFoundPage)) }],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router, made once by main.tsx (after a prerendered page's code has loaded). */
export const createAppRouter = (): AppRouter => createBrowserRouter(routes);

/**
 * Loads the code of the pages `pathname` shows before the router exists, as React Router asks
 * for hydration: a router made with every matched route resolved renders the page at once, the
 * same tree the build prerendered, instead of its fallback.
 */
export async function loadRouteCode(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
