import { describe, expect, it } from "vitest";
import { ROUTE_ACCESS, ROUTE_TITLES, documentTitle, guardRoute, routeTitle, safeRedirectTarget, signUpRedirect } from "./routes";

const anonymous = { signedIn: false, isAdmin: false };
const member = { signedIn: true, isAdmin: false };
const admin = { signedIn: true, isAdmin: true };

describe("route guards", () => {
  it("sends anonymous users on login-required routes to /sign-up with the way back", () => {
    expect(guardRoute("user", anonymous, "/gallery")).toEqual({ kind: "redirect", to: "/sign-up?redirect=%2Fgallery" });
    expect(guardRoute("user", anonymous, "/product/42?tab=x")).toEqual({ kind: "redirect", to: "/sign-up?redirect=%2Fproduct%2F42%3Ftab%3Dx" });
    expect(guardRoute("user", anonymous, "/")).toEqual({ kind: "redirect", to: "/sign-up" });
    expect(guardRoute("admin", anonymous, "/admin")).toEqual({ kind: "redirect", to: "/sign-up?redirect=%2Fadmin" });
  });

  it("renders login-required routes for signed-in users", () => {
    expect(guardRoute("user", member, "/gallery")).toEqual({ kind: "render" });
  });

  it("denies the admin route to everyone but the administrator", () => {
    expect(guardRoute("admin", member, "/admin")).toEqual({ kind: "denied" });
    expect(guardRoute("admin", admin, "/admin")).toEqual({ kind: "render" });
  });

  it("renders public routes for everyone", () => {
    expect(guardRoute("public", anonymous, "/pricing")).toEqual({ kind: "render" });
    expect(guardRoute("public", member, "/callback")).toEqual({ kind: "render" });
  });

  it("sends signed-in users away from the sign-in forms, to where they were going", () => {
    expect(guardRoute("guest-only", anonymous, "/sign-in")).toEqual({ kind: "render" });
    expect(guardRoute("guest-only", member, "/sign-in?redirect=%2Fsettings")).toEqual({ kind: "redirect", to: "/settings" });
    expect(guardRoute("guest-only", member, "/sign-up")).toEqual({ kind: "redirect", to: "/" });
  });

  it("follows only same-site paths after sign-in", () => {
    expect(safeRedirectTarget("/gallery?x=1")).toBe("/gallery?x=1");
    for (const hostile of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, "/sign-in", "/callback?x"]) {
      expect(safeRedirectTarget(hostile)).toBe("/");
    }
  });

  it("lists every route of the app with its access", () => {
    expect(ROUTE_ACCESS["/"]).toBe("user");
    expect(ROUTE_ACCESS["/dashboard"]).toBe("user");
    expect(ROUTE_ACCESS["/pricing"]).toBe("public");
    expect(ROUTE_ACCESS["/admin"]).toBe("admin");
    expect(signUpRedirect("/create")).toBe("/sign-up?redirect=%2Fcreate");
  });
});

describe("route titles", () => {
  it("names every route of the table", () => {
    const titles: Record<string, string | undefined> = ROUTE_TITLES;
    const untitled = Object.keys(ROUTE_ACCESS).filter((path) => !titles[path]);
    expect(untitled).toEqual([]);
  });

  it.each([
    ["/sign-in", "Sign in · Listcraft"],
    ["/gallery", "Digital Product Gallery · Listcraft"],
    ["/gallery/", "Digital Product Gallery · Listcraft"],
    ["/Gallery", "Digital Product Gallery · Listcraft"],
    ["/", "Dashboard · Listcraft"],
    ["/product/7f3c", "Product · Listcraft"],
    ["/checkout/simulated/portal", "Your subscriptions · Listcraft"],
    ["/legal/privacy", "Legal · Listcraft"],
    ["/no/such/page", "Page not found · Listcraft"],
    ["/product", "Page not found · Listcraft"],
    ["/product/1/extra", "Page not found · Listcraft"],
  ])("titles %s as %j", (path, title) => {
    expect(documentTitle(routeTitle(path))).toBe(title);
  });

  it("falls back to the bare name when a page has none", () => {
    expect(documentTitle(null)).toBe("Listcraft");
    expect(documentTitle("  ")).toBe("Listcraft");
    expect(documentTitle(" Weekly Planner ")).toBe("Weekly Planner · Listcraft");
  });
});
