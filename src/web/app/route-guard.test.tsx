import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { buildMe, meSeed, renderRoutes, seededQueryClient } from "../../../tests/support/web/render";
import { RouteGuard } from "./route-guard";

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

const routes = [
  { path: "/profile", element: <RouteGuard access="user" />, children: [{ index: true, element: <p>profile page</p> }] },
  { path: "/admin", element: <RouteGuard access="admin" />, children: [{ index: true, element: <p>admin page</p> }] },
  { path: "/sign-in", element: <RouteGuard access="guest-only" />, children: [{ index: true, element: <p>sign-in page</p> }] },
  { path: "*", element: <Where /> },
];

const visit = (path: string, me: ReturnType<typeof buildMe> | null) => renderRoutes(routes, path, seededQueryClient([meSeed(me)]));

describe("RouteGuard", () => {
  it("sends anonymous visitors to sign-up, remembering where they were", async () => {
    visit("/profile?tab=1", null);
    expect(await screen.findByText("at /sign-up?redirect=%2Fprofile%3Ftab%3D1")).toBeInTheDocument();
  });

  it("renders login-required pages for signed-in users", () => {
    visit("/profile", buildMe());
    expect(screen.getByText("profile page")).toBeInTheDocument();
  });

  it("refuses the admin page to other users and opens it to the administrator", () => {
    visit("/admin", buildMe());
    expect(screen.getByRole("alert")).toHaveTextContent("Access denied. Admin privileges required.");
    expect(screen.queryByText("admin page")).not.toBeInTheDocument();
  });

  it("opens the admin page to the administrator", () => {
    visit("/admin", buildMe({ isAdmin: true }));
    expect(screen.getByText("admin page")).toBeInTheDocument();
  });

  it("moves signed-in users off the sign-in page to a safe redirect target", async () => {
    visit("/sign-in?redirect=%2Fsettings", buildMe());
    expect(await screen.findByText("at /settings")).toBeInTheDocument();
  });
});
